import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from '../storage/storage';
import { storedOnce } from '../kit/stored-once';
import type { FfmpegJob } from './ffmpeg-job';
import {
  buildEditorProxyJob,
  buildStripJob,
  buildThumbJob,
  buildWaveformPcmJob,
  editorMediaKeys,
  getStripLayout,
  getWaveformPeaks,
  WAVEFORM_PEAKS_PER_SECOND,
  WAVEFORM_SAMPLE_RATE,
} from './build-editor-media-jobs';

export interface EditorMediaInput {
  fileId: string;
  key: string;
  durationS: number;
  hasAudio: boolean;
  /** The upright picture size; null for a sound-only file (no proxy picture, strip or thumbnail). */
  width: number | null;
  height: number | null;
}

/** What the file row records: each key, and the strip's layout (editor-contract.ts EditorFile.strip). */
export interface EditorMedia {
  /** null for a sound-only file: the page plays the file itself. */
  proxyKey: string | null;
  waveformKey: string | null;
  strip: { key: string; thumbKey: string; intervalS: number; tileWidth: number; tileHeight: number; columns: number; count: number } | null;
}

/**
 * Makes OneEditor's media of an upload: its proxy, thumbnail strip and first frame, and waveform peaks. Each is a
 * checkpoint (stored once: a retried attempt keeps what it finished).
 */
export async function makeEditorMedia(storage: Storage, input: EditorMediaInput, run: (job: FfmpegJob) => Promise<void>): Promise<EditorMedia> {
  const source = (scratch: string) => storage.fetchToLocal(input.key, scratch);
  let proxyKey: string | null = null;
  let strip: EditorMedia['strip'] = null;
  if (input.width && input.height) {
    ({ key: proxyKey } = await storedOnce(storage, editorMediaKeys.proxy(input.fileId), `${input.fileId}-proxy`, 'prepare', async (scratch) => {
      const output = join(scratch, 'proxy.mp4');
      await run(buildEditorProxyJob({ inputPath: await source(scratch), outputPath: output, durationS: input.durationS, hasAudio: input.hasAudio }));
      return output;
    }));
    const proxy = proxyKey;
    const layout = getStripLayout({ durationS: input.durationS, width: input.width, height: input.height });
    // The strip is cut from the proxy: a tenth of the pixels to decode, and the same upright frames the viewer shows.
    const { key } = await storedOnce(storage, editorMediaKeys.strip(input.fileId), `${input.fileId}-strip`, 'prepare', async (scratch) => {
      const output = join(scratch, 'strip.jpg');
      await run(buildStripJob({ inputPath: await storage.fetchToLocal(proxy, scratch), outputPath: output, durationS: input.durationS, layout }));
      return output;
    });
    const { key: thumbKey } = await storedOnce(storage, editorMediaKeys.thumb(input.fileId), `${input.fileId}-thumb`, 'prepare', async (scratch) => {
      const output = join(scratch, 'thumb.jpg');
      await run(buildThumbJob({ inputPath: await source(scratch), outputPath: output }));
      return output;
    });
    strip = { key, thumbKey, intervalS: layout.intervalS, tileWidth: layout.tileWidth, tileHeight: layout.tileHeight, columns: layout.columns, count: layout.count };
  }
  let waveformKey: string | null = null;
  if (input.hasAudio) {
    ({ key: waveformKey } = await storedOnce(storage, editorMediaKeys.waveform(input.fileId), `${input.fileId}-waveform`, 'prepare', async (scratch) => {
      const pcm = join(scratch, 'sound.pcm');
      await run(buildWaveformPcmJob({ inputPath: await source(scratch), outputPath: pcm, durationS: input.durationS }));
      const bytes = await readFile(pcm);
      const samples = new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 2));
      const output = join(scratch, 'waveform.json');
      await writeFile(output, JSON.stringify({ peaksPerSecond: WAVEFORM_PEAKS_PER_SECOND, peaks: getWaveformPeaks(samples, WAVEFORM_SAMPLE_RATE, WAVEFORM_PEAKS_PER_SECOND) }));
      return output;
    }));
  }
  return { proxyKey, waveformKey, strip };
}
