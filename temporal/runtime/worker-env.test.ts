import { afterEach, describe, expect, it } from 'vitest';
import { getWorkerEnv, readWorkerEnv, WORKER_ENV_NAMES } from './worker-env';
import { isTracingConfigured } from './observability/tracing';
import { getWorkerDeployment } from './worker-versioning';

afterEach(() => {
  delete process.env.RENDER_THREADS;
});

describe('readWorkerEnv', () => {
  it('gives every declared variable its default, derived paths included', () => {
    const env = readWorkerEnv({ DATA_DIR: '/srv/kinora', XDG_CACHE_HOME: '/var/cache' });
    expect(env).toMatchObject({ CPU_WORKER_CONCURRENCY: 2, RENDER_THREADS: 0, MODEL_THREADS: 0, FFMPEG_PATH: 'ffmpeg', WORD_VECTORS_LIMIT: 200_000, POCKETSPHINX_BIN: 'pocketsphinx_continuous' });
    expect([env.STORAGE_DIR, env.MODELS_DIR]).toEqual(['/srv/kinora/storage', '/var/cache/kinora/models']);
    expect(readWorkerEnv({ MODELS_DIR: '/models', XDG_CACHE_HOME: '/var/cache' }).MODELS_DIR).toBe('/models');
  });

  it('refuses a bad value at worker start with a message naming the variable and its value', () => {
    expect(() => readWorkerEnv({ RENDER_THREADS: 'four' })).toThrow(/RENDER_THREADS="four"/);
    expect(() => readWorkerEnv({ GPU_BIG_WORKER_CONCURRENCY: '0' })).toThrow(/GPU_BIG_WORKER_CONCURRENCY="0"/);
    expect(() => readWorkerEnv({ ONNX_PROVIDERS: 'cuda;cpu' })).toThrow(/ONNX_PROVIDERS/);
    expect(() => readWorkerEnv({ WHISPER_CPP_BIN: '/opt/whisper-cli' })).toThrow(/WHISPER_MODEL: WHISPER_CPP_BIN and WHISPER_MODEL are set together/);
  });

  it('traces only when an OTLP endpoint is configured, and refuses one that is not a URL', () => {
    expect(isTracingConfigured(readWorkerEnv({}))).toBe(false);
    expect(isTracingConfigured(readWorkerEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }))).toBe(false);
    expect(isTracingConfigured(readWorkerEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }))).toBe(true);
    expect(isTracingConfigured(readWorkerEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }))).toBe(true);
    expect(() => readWorkerEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('versions workers only when a deployment and a build id are both named', () => {
    expect(getWorkerDeployment(readWorkerEnv({}))).toBeUndefined();
    expect(getWorkerDeployment(readWorkerEnv({ TEMPORAL_DEPLOYMENT_NAME: 'kinora', TEMPORAL_BUILD_ID: 'abc123' }))).toEqual({ version: { deploymentName: 'kinora', buildId: 'abc123' }, useWorkerVersioning: true, defaultVersioningBehavior: 'PINNED' });
    expect(() => readWorkerEnv({ TEMPORAL_DEPLOYMENT_NAME: 'kinora' })).toThrow(/TEMPORAL_BUILD_ID: TEMPORAL_DEPLOYMENT_NAME and TEMPORAL_BUILD_ID are set together/);
    expect(() => readWorkerEnv({ TEMPORAL_DEPLOYMENT_NAME: 'kinora', TEMPORAL_BUILD_ID: 'a b' })).toThrow(/TEMPORAL_BUILD_ID/);
  });

  it('never prints a secret in its message', () => {
    expect(() => readWorkerEnv({ UPLOADTHING_TOKEN: 'secret', RENDER_THREADS: 'x' })).not.toThrow(/secret/);
  });

  it('takes an empty value as unset', () => {
    const env = readWorkerEnv({ RENDER_THREADS: '', OPENAI_BASE_URL: '', WORKER_IDENTITY: '' });
    expect([env.RENDER_THREADS, env.OPENAI_BASE_URL, env.WORKER_IDENTITY]).toEqual([0, undefined, undefined]);
  });

  it('declares each variable the workers read once', () => {
    expect(new Set(WORKER_ENV_NAMES).size).toBe(WORKER_ENV_NAMES.length);
    expect(WORKER_ENV_NAMES).toEqual(expect.arrayContaining(['DATA_DIR', 'STORAGE_DIR', 'RENDER_THREADS', 'KINORA_MODELS', 'MODELS_DIR', 'OPENAI_BASE_URL', 'WORD_VECTORS_PATH', 'SCRATCH_DIR', 'MUSIC_DIR']));
  });
});

describe('getWorkerEnv', () => {
  it('sees a variable a test sets after the first read, and parses again only when one changed', () => {
    const first = getWorkerEnv();
    expect(getWorkerEnv()).toBe(first);
    process.env.RENDER_THREADS = '1';
    expect(getWorkerEnv().RENDER_THREADS).toBe(1);
    delete process.env.RENDER_THREADS;
    expect(getWorkerEnv().RENDER_THREADS).toBe(first.RENDER_THREADS);
  });
});
