import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as tus from 'tus-js-client';
import { getFreePort } from './support/free-port';
import { httpVisitor } from './support/http-visitor';
import { makeTestClip } from './support/make-test-clip';
import { waitFor } from './support/wait-for';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kinora-elsewhere-'));
let output = '';
let stop: (() => Promise<void>) | undefined;

afterAll(async () => {
  await stop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the product started with a non-default DATA_DIR (scripts/start.sh\'s supervisor)', () => {
  it('keeps every process on the same storage: an upload is stored under $DATA_DIR and probed by the cpu worker', async () => {
    const [port, temporalPort, temporalUiPort] = [await getFreePort(), await getFreePort(), await getFreePort()];
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', TEMPORAL_PORT: String(temporalPort), TEMPORAL_UI_PORT: String(temporalUiPort), KINORA_DEV: '1' };
    // Only DATA_DIR says where things go, as in the README's example.
    for (const name of ['TEMPORAL_ADDRESS', 'STORAGE_DIR', 'DATABASE_URL', 'UPLOADTHING_TOKEN', 'S3_BUCKET', 'SCRATCH_DIR']) delete env[name];
    const supervisor = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/supervise.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    supervisor.stdout.on('data', (d: Buffer) => (output += d.toString()));
    supervisor.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((done) => supervisor.once('exit', () => done()));
    stop = async () => {
      supervisor.kill('SIGTERM');
      await exited;
    };

    const base = `http://127.0.0.1:${port}`;
    await waitFor(() => fetch(`${base}/api/session`, { method: 'POST', headers: { origin: base } }).then((r) => r.status < 500, () => false), (ok) => ok, 180_000, 500).catch((error: unknown) => {
      throw new Error(`the app did not start: ${String(error)}\n${output.slice(-3000)}`);
    });
    const v = await httpVisitor(base).start();
    const bytes = readFileSync(makeTestClip(join(dataDir, 'clip.mp4'), { durationS: 2, width: 320, height: 240 }));
    const body = await new Promise<{ file: { id: string; status: string; width: number | null; errorCode: string | null } }>((resolvePromise, reject) => {
      new tus.Upload(bytes, {
        endpoint: `${base}/api/uploads`,
        headers: v.headers,
        metadata: { filename: 'clip.mp4', filetype: 'video/mp4', toolId: 'video_sharpener' },
        retryDelays: null,
        onSuccess: ({ lastResponse }) => resolvePromise(JSON.parse(lastResponse.getBody())),
        onError: reject,
      }).start();
    });
    // The probe is a Temporal job on the cpu worker: it found the upload where the app stored it.
    expect(body.file, output.slice(-3000)).toMatchObject({ status: 'ready', width: 320, errorCode: null });
    expect(existsSync(join(dataDir, 'storage', 'uploads', body.file.id, 'source'))).toBe(true);
    expect(existsSync(join(root, 'data', 'storage', 'uploads', body.file.id))).toBe(false);
  }, 600_000);
});
