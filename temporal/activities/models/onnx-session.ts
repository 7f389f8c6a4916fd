import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as ort from 'onnxruntime-node';

/** Execution providers to try, best first: CUDA when the worker was installed with it (ONNXRUNTIME_NODE_INSTALL=cuda12). */
const PREFERRED = (process.env.ONNX_PROVIDERS ?? 'cuda,cpu').split(',').map((p) => p.trim()).filter(Boolean);

export interface OnnxModel {
  session: ort.InferenceSession;
  /** The execution provider the session runs on ('cuda' or 'cpu'). */
  provider: string;
}

/**
 * Opens an ONNX model on the best execution provider this worker has: CUDA first (a GPU host), the CPU provider that
 * ships in onnxruntime-node otherwise. A provider that fails to start falls through to the next one.
 */
/** Whether the CUDA provider's library was installed next to the binding (ONNXRUNTIME_NODE_INSTALL=cuda12). */
function hasCudaLibrary(): boolean {
  const root = dirname(createRequire(import.meta.url).resolve('onnxruntime-node/package.json'));
  return existsSync(join(root, 'bin', 'napi-v6', process.platform, process.arch, 'libonnxruntime_providers_cuda.so'));
}

export async function openOnnxModel(path: string, threads = Number(process.env.MODEL_THREADS ?? 0) || undefined): Promise<OnnxModel> {
  const failures: string[] = [];
  // Trying CUDA without its library only logs a loud native error: skip it quietly on CPU-only installs.
  for (const provider of PREFERRED.filter((p) => p !== 'cuda' || hasCudaLibrary())) {
    try {
      const session = await ort.InferenceSession.create(path, { executionProviders: [provider], graphOptimizationLevel: 'all', ...(threads ? { intraOpNumThreads: threads } : {}) });
      return { session, provider };
    } catch (error) {
      failures.push(`${provider}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  throw new Error(`onnxruntime could not open ${path} (${failures.join('; ')})`);
}

export { ort };
