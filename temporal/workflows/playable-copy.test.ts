import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobHarness, type JobHarness } from '../../test/support/job-harness';
import { makeTestClip } from '../../test/support/make-test-clip';
import { storageKeys } from '../activities/storage/storage-keys';
import { editorMediaKeys } from '../activities/media/build-editor-media-jobs';
import { createJobGateway } from '../../server/temporal/job-gateway';
import type { PlayableCopyInput } from './playable-copy-workflow';

// An upload's preparation through the real workflow, the cpu worker's ffmpeg, local storage and the database.
let harness: JobHarness;
let dir: string;
beforeAll(async () => {
  harness = await startJobHarness();
  dir = mkdtempSync(join(tmpdir(), 'kinora-playable-'));
}, 120_000);
afterAll(async () => {
  await harness?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function prepare(input: Omit<PlayableCopyInput, 'fileId' | 'key' | 'outputKey'>) {
  const { fileId, sourceKey } = await harness.seedUserAndFile(makeTestClip(join(dir, `${Math.random()}.mp4`), { durationS: 3, width: 320, height: 240 }), 0);
  const gateway = createJobGateway({ client: harness.env.client });
  await harness.withWorkers(async () => {
    await gateway.startPlayableCopy({ fileId, key: sourceKey, outputKey: storageKeys.playableCopy(fileId), ...input });
    await harness.env.client.workflow.getHandle(`playable-${fileId}`).result();
  }, { gpuWorkers: false });
  return harness.db.prisma.file.findUniqueOrThrow({ where: { id: fileId } });
}

describe('an upload’s preparation (playableCopyWorkflow)', () => {
  it('makes OneEditor’s media of a page-playable upload, and no playable copy', async () => {
    const file = await prepare({ durationS: 3, hasAudio: true, webPlayable: true, editor: { width: 320, height: 240 } });
    expect(file.playableKey).toBeNull();
    expect(file.proxyKey).toBe(editorMediaKeys.proxy(file.id));
    expect(file.waveformKey).toBe(editorMediaKeys.waveform(file.id));
    expect(file.strip).toEqual({ key: editorMediaKeys.strip(file.id), thumbKey: editorMediaKeys.thumb(file.id), intervalS: 1, tileWidth: 120, tileHeight: 90, columns: 3, count: 3 });
    for (const key of [file.proxyKey!, file.waveformKey!, editorMediaKeys.strip(file.id), editorMediaKeys.thumb(file.id)]) expect(await harness.storage.stat(key)).not.toBeNull();
  }, 180_000);

  it('still makes only the playable copy when started as before the editor (no editor field)', async () => {
    const file = await prepare({ durationS: 3, hasAudio: true });
    expect(file.playableKey).toBe(storageKeys.playableCopy(file.id));
    expect([file.proxyKey, file.waveformKey, file.strip]).toEqual([null, null, null]);
  }, 180_000);
});
