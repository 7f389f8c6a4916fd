import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/open-database';
import { getFreePort } from '../test/support/free-port';
import { seedJobOutcomes, type SeededOutcome } from '../test/support/seed-job-outcomes';

const root = resolve(import.meta.dirname, '..');
let dataDir: string;
let port: number;
let outcomes: SeededOutcome[];

/** Runs `npm run support -- ...` as an operator would, against the seeded embedded database (the app stopped). */
async function support(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: 'https://kinora.example.com', TEMPORAL_ADDRESS: '127.0.0.1:1' };
  delete env.DATABASE_URL;
  delete env.TEMPORAL_UI_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(join(root, 'node_modules/.bin/tsx'), ['scripts/support.ts', ...args], { cwd: root, env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kinora-support-cli-'));
  port = await getFreePort();
  const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  outcomes = (await seedJobOutcomes(db.prisma)).outcomes;
  await db.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const jobOf = (errorCode: string | null, status = 'failed') => outcomes.find((o) => o.errorCode === errorCode && o.status === status)!.jobId;

describe('npm run support -- failed', () => {
  it('lists system failures with email or Visitor, tool name, English message next to the code, and both links', async () => {
    const { code, stdout } = await support('failed');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('System failures: 23 (user-side outcomes, listed with --user-side: 3), page 1 of 2');
    const render = jobOf('render_failed');
    expect(lines.slice(1, 4)).toEqual([
      '2026-11-25T12:00:00.000Z  AI Face Blurring  Visitor  render_failed: Processing failed. Please try again; if it keeps failing, try another file.',
      `    job:      https://kinora.example.com/ai-face-blurring/${render}`,
      `    temporal: http://localhost:8233/namespaces/default/workflows?query=${encodeURIComponent(`WorkflowId="${render}"`)}`,
    ]);
    expect(lines[4]).toBe('2026-11-24T12:00:00.000Z  Video Lightener  Visitor  no error code (a timeout or a crash)');
    expect(lines[7]).toContain('Video Stabilizer  ada@example.com  internal_error: ');
    expect(stdout).not.toContain('not_enough_credits');
    // 20 jobs a page, three lines each.
    expect(lines).toHaveLength(1 + 20 * 3);
    expect((await support('failed', '--page', '2')).stdout.trim().split('\n')).toHaveLength(1 + 3 * 3);
  }, 120_000);

  it('lists user-side outcomes apart, and filters by tool, error and days', async () => {
    const userSide = await support('failed', '--user-side', '--tool', 'video_sharpener', '--from', '2026-11-20', '--to', '2026-11-25');
    const lines = userSide.stdout.trim().split('\n');
    expect(lines[0]).toBe('User-side outcomes: 2 (system failures: 0), page 1 of 1');
    expect(lines.filter((line) => !line.startsWith(' '))).toEqual([
      lines[0],
      '2026-11-25T08:00:00.000Z  Video Sharpener  Visitor  media_not_a_video: This file is not a video we can read. Please upload an MP4, MOV, WebM or MKV video.',
      '2026-11-20T09:00:00.000Z  Video Sharpener  ada@example.com  not_enough_credits: Not enough credits: this export needs … credits and you have ….',
    ]);
  }, 120_000);

  it('refuses to retry a user-side outcome', async () => {
    const { code, stderr } = await support('retry', jobOf('not_enough_credits'));
    expect(code).toBe(1);
    expect(stderr).toContain(`ended on the user's side (not_enough_credits)`);
  }, 120_000);

  it('leaves the embedded database alone while the app runs', async () => {
    const app: Server = createServer().listen(port, '127.0.0.1');
    try {
      const { code, stderr } = await support('failed');
      expect(code).toBe(1);
      expect(stderr).toContain('The app is running');
    } finally {
      await new Promise((done) => app.close(done));
    }
  }, 120_000);
});
