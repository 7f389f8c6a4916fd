import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';
import { getWorkerEnv } from '../../runtime/worker-env';
import { getLogger } from '../../runtime/observability/get-logger';

export interface OnnxModel {
  session: ort.InferenceSession;
  /** The execution provider the session runs on ('cuda' or 'cpu'). */
  provider: string;
  /** Why a preferred provider was not used (skipped or failed), one line each; empty when the first choice opened. */
  fallbacks: string[];
}

/** The execution providers to try, best first, and the ones left out with the reason. */
export interface ProviderPlan {
  candidates: string[];
  skipped: string[];
}

/**
 * Which execution providers to try, best first: the operator's order (ONNX_PROVIDERS, default 'cuda,cpu'); CUDA only
 * when its provider library was installed next to the binding (ONNXRUNTIME_NODE_INSTALL=cuda12): trying it without
 * only prints a loud native error. The CPU provider ships in onnxruntime-node and is always last resort.
 */
export function planProviders(setting: string | undefined, cudaInstalled: boolean): ProviderPlan {
  const wanted = [...new Set((setting ?? 'cuda,cpu').split(',').map((p) => p.trim().toLowerCase()).filter(Boolean))];
  const skipped = wanted.includes('cuda') && !cudaInstalled ? ['cuda: its provider library is not installed (ONNXRUNTIME_NODE_INSTALL=cuda12)'] : [];
  const candidates = wanted.filter((p) => p !== 'cuda' || cudaInstalled);
  return { candidates: candidates.length ? candidates : ['cpu'], skipped };
}

/** The log line of an opened model: where it runs and, when that is not the first choice, why. */
export function describeProvider(name: string, model: Pick<OnnxModel, 'provider' | 'fallbacks'>): string {
  return `${name} runs on onnxruntime's ${model.provider} execution provider${model.fallbacks.length ? ` (${model.fallbacks.join('; ')})` : ''}`;
}

/** Whether the CUDA provider's library was installed next to the binding (ONNXRUNTIME_NODE_INSTALL=cuda12). */
export function hasCudaLibrary(): boolean {
  const root = dirname(createRequire(import.meta.url).resolve('onnxruntime-node/package.json'));
  return existsSync(join(root, 'bin', 'napi-v6', process.platform, process.arch, 'libonnxruntime_providers_cuda.so'));
}

export interface OpenOptions {
  /** What the logs call the model (default: its path). */
  name?: string;
  /** Threads per inference (MODEL_THREADS; default: onnxruntime's, one per physical core). */
  threads?: number;
  /** The provider setting (default: ONNX_PROVIDERS). */
  providers?: string;
  /** Whether CUDA's library is installed (default: looked up next to the binding). */
  cudaInstalled?: boolean;
  /** Where the provider choice is logged (default: the console, once per model load). */
  log?: (line: string) => void;
}

/**
 * Opens an ONNX model (a file, or bytes made in memory) on the best execution provider this worker has: CUDA first on
 * a GPU host, the CPU provider otherwise. A provider that fails to start falls through to the next one; the choice is
 * logged with the reasons for any fall-back, so a GPU host that ends up on the CPU says why.
 */
export async function openOnnxModel(source: string | Uint8Array, options: OpenOptions = {}): Promise<OnnxModel> {
  const env = getWorkerEnv();
  const threads = options.threads ?? (env.MODEL_THREADS || undefined);
  const plan = planProviders(options.providers ?? env.ONNX_PROVIDERS, options.cudaInstalled ?? hasCudaLibrary());
  const fallbacks = [...plan.skipped];
  const name = options.name ?? (typeof source === 'string' ? source : `an in-memory model (${source.byteLength} bytes)`);
  for (const provider of plan.candidates) {
    try {
      const sessionOptions: ort.InferenceSession.SessionOptions = { executionProviders: [provider], graphOptimizationLevel: 'all', ...(threads ? { intraOpNumThreads: threads } : {}) };
      const session = typeof source === 'string' ? await ort.InferenceSession.create(source, sessionOptions) : await ort.InferenceSession.create(source, sessionOptions);
      const model = { session, provider, fallbacks };
      (options.log ?? ((line: string) => getLogger({ component: 'models' }).info(line)))(describeProvider(name, model));
      return model;
    } catch (error) {
      fallbacks.push(`${provider}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  throw new Error(`onnxruntime could not open ${name} (${fallbacks.join('; ')})`);
}

export { ort };
