import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, getStorageDir } from './get-storage-dir';
import { checkVersioningEnv, VERSIONING_ENV_SHAPE } from './worker-versioning';
import { TRACING_ENV_SHAPE } from './observability/tracing';
import { checkStorageEnv, getStorageOptions, STORAGE_ENV_SHAPE } from './storage-env';

const concurrency = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/**
 * Every variable a worker process reads, once: its type, its default and what it does. Activities read them through
 * `getWorkerEnv()`, never `process.env`. (The README's configuration table says the same for operators.)
 */
const WorkerEnvShape = z.object({
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  /** `/healthz`, `/readyz` and `/metrics` of this worker on this port (0: any free port, logged at start); unset: no health server. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the health port listens on (0.0.0.0 in a container, so the orchestrator and Prometheus reach it). */
  WORKER_HEALTH_HOST: z.string().default('127.0.0.1'),
  /** On SIGTERM/SIGINT: seconds in-flight activities get to finish before they are cancelled (and retried on another worker). */
  WORKER_SHUTDOWN_GRACE_S: z.coerce.number().min(0).default(10),
  /** pino's level for the JSON log lines: fatal, error, warn, info, debug, trace or silent. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Name shown in the Temporal UI (default `<queue>@<host>:<pid>`). */
  WORKER_IDENTITY: z.string().optional(),
  /** The app's data folder; local storage defaults to `$DATA_DIR/storage`, as in the app (get-storage-dir.ts). */
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /** STORAGE_DIR, UPLOADTHING_TOKEN, S3_*: the same storage variables as the app's (storage-env.ts). */
  ...STORAGE_ENV_SHAPE,
  ...TRACING_ENV_SHAPE,
  ...VERSIONING_ENV_SHAPE,
  /** Activities a cpu worker runs at once (segments of one or several jobs). */
  CPU_WORKER_CONCURRENCY: concurrency(2),
  /** The gpu worker polls one queue per workload class, each with its own slots, so small jobs never wait behind big ones. */
  GPU_SMALL_WORKER_CONCURRENCY: concurrency(2),
  GPU_MEDIUM_WORKER_CONCURRENCY: concurrency(1),
  GPU_BIG_WORKER_CONCURRENCY: concurrency(1),
  /** Per-activity scratch directories, one folder per worker process (always removed). */
  SCRATCH_DIR: z.string().default(() => join(tmpdir(), 'kinora-scratch')),
  /** The ffmpeg and ffprobe binaries (checked at worker start). */
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  /** The preview watermark's font file. */
  WATERMARK_FONT: z.string().default('/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'),
  /** x264 threads per segment (0: x264 decides); 1 scales best when many segments run at once. */
  RENDER_THREADS: count(0),
  /** The music beds of the editor and motion graphics (Debian's sonic-pi-samples loops). */
  MUSIC_DIR: z.string().default('/usr/share/sonic-pi/samples'),
  /** Recogniser processes per speech analysis (default: one per core, at most 8). */
  ASR_PARALLELISM: z.coerce.number().int().positive().optional(),
  /** Debian's pocketsphinx, the default speech recogniser. */
  POCKETSPHINX_BIN: z.string().default('pocketsphinx_continuous'),
  /** Debian's yt-dlp, which reads the pages of video sites for imports from a link. */
  YT_DLP_PATH: z.string().default('yt-dlp'),
  /** An operator's whisper.cpp (`whisper-cli`) and ggml model: both set, they replace pocketsphinx for every language. */
  WHISPER_CPP_BIN: z.string().optional(),
  WHISPER_MODEL: z.string().optional(),
  /** Whisper's language (default: it detects it). */
  WHISPER_LANGUAGE: z.string().default('auto'),
  /** Where fetched model packs live (default `$XDG_CACHE_HOME/kinora/models`, XDG_CACHE_HOME defaulting to ~/.cache). */
  MODELS_DIR: z.string().optional(),
  XDG_CACHE_HOME: z.string().optional(),
  /** A JSON file: a capability -> an operator's ONNX file and kind, or an opt-in pack (model-registry.ts). */
  KINORA_MODELS: z.string().optional(),
  /** onnxruntime's execution providers in order of preference (default `cuda,cpu`). */
  ONNX_PROVIDERS: z.string().regex(/^\s*[a-z0-9_]+\s*(,\s*[a-z0-9_]+\s*)*$/i, 'a comma-separated list of providers, e.g. cuda,cpu').optional(),
  /** Intra-op threads per ONNX inference (0: the runtime's default, one per physical core). */
  MODEL_THREADS: count(0),
  /** Word vectors (GloVe / word2vec text) that rerank the summarizer's transcript search; the first LIMIT words are kept. */
  WORD_VECTORS_PATH: z.string().optional(),
  WORD_VECTORS_LIMIT: z.coerce.number().int().positive().default(200_000),
  /** An OpenAI-compatible chat-completions endpoint (`…/v1`) and model: the summarizer's answers and MotionChat's plans. */
  OPENAI_BASE_URL: z.string().trim().pipe(z.url()).optional(),
  OPENAI_API_KEY: z.string().trim().optional(),
  OPENAI_MODEL: z.string().trim().optional(),
});

const WorkerEnvSchema = WorkerEnvShape.superRefine((env, ctx) => {
  checkStorageEnv(env, ctx);
  checkVersioningEnv(env, ctx);
  if (Boolean(env.WHISPER_CPP_BIN) !== Boolean(env.WHISPER_MODEL)) {
    ctx.addIssue({ code: 'custom', path: [env.WHISPER_CPP_BIN ? 'WHISPER_MODEL' : 'WHISPER_CPP_BIN'], message: 'WHISPER_CPP_BIN and WHISPER_MODEL are set together (or neither)' });
  }
  if (Boolean(env.OPENAI_BASE_URL) !== Boolean(env.OPENAI_MODEL)) {
    ctx.addIssue({ code: 'custom', path: [env.OPENAI_BASE_URL ? 'OPENAI_MODEL' : 'OPENAI_BASE_URL'], message: 'OPENAI_BASE_URL and OPENAI_MODEL are set together (or neither)' });
  }
}).transform((env) => ({
  ...env,
  STORAGE_DIR: getStorageDir(env),
  storage: getStorageOptions(env),
  MODELS_DIR: env.MODELS_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'kinora', 'models'),
}));

export type WorkerEnv = z.output<typeof WorkerEnvSchema>;

/** The names of the variables a worker reads (the schema's keys). */
export const WORKER_ENV_NAMES = Object.keys(WorkerEnvShape.shape) as (keyof z.input<typeof WorkerEnvShape>)[];

/**
 * Worker configuration from the environment, validated with a message naming each bad variable. An empty value counts
 * as unset. Called at worker start (fail fast); activities use `getWorkerEnv()`.
 */
export function readWorkerEnv(env: NodeJS.ProcessEnv = process.env): WorkerEnv {
  const declared = Object.fromEntries(WORKER_ENV_NAMES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = WorkerEnvSchema.safeParse(declared);
  if (!parsed.success) {
    const describe = (name: string) => (/TOKEN|KEY/.test(name) || declared[name] === undefined ? name : `${name}=${JSON.stringify(declared[name])}`);
    throw new Error(`Invalid worker configuration:\n${parsed.error.issues.map((i) => `  ${describe(i.path.join('.'))}: ${i.message}`).join('\n')}`);
  }
  return parsed.data;
}

let cached: { key: string; env: WorkerEnv } | undefined;

/**
 * This process's validated worker configuration. It reads `process.env` on each call and parses again only when a
 * declared variable changed, so a test (or a bench) that sets a variable sees it at the next call.
 */
export function getWorkerEnv(): WorkerEnv {
  const key = WORKER_ENV_NAMES.map((name) => process.env[name] ?? '').join('\u0000');
  if (cached?.key !== key) cached = { key, env: readWorkerEnv(process.env) };
  return cached.env;
}
