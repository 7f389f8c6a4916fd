import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderClip } from '../../../domain/editing/get-render-clips';
import { makeFaceClip, type FaceClip } from '../../../test/support/make-face-clip';
import { readGrayFrames } from '../../../test/support/read-gray-frame';
import { createLocalStorage } from '../storage/local-storage';
import { createUnderstandingActivities, type AnalysisRef } from '../understanding/understanding-activities';
import { createEditorActivities } from './editor-activities';

let dir: string;
let clip: FaceClip;
const storage = () => createLocalStorage(join(dir, 'storage'));
const [CROP_W, CROP_H] = [202, 360];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-face-framing-'));
  // One face (about 65 px) crossing a 640x360 picture from x=50 to x=530 while the whole photo pans with it: motion is
  // everywhere, so only the faces say where the subject is.
  clip = makeFaceClip(join(dir, 'walk.mp4'), { width: 640, height: 360, fps: 25, durationS: 6, audio: true, walkers: [{ scale: 1.8, startX: -351, y: -35, speed: 80 }] });
  await storage().put('uploads/walk/source', createReadStream(clip.path));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Renders the whole clip cropped to 9:16 with the framing the editor plans (from faces, or motion only). */
async function renderCropped(jobId: string, withFaces: boolean): Promise<string> {
  const env = new MockActivityEnvironment();
  const understanding = createUnderstandingActivities(storage());
  const pictures = (await env.run(understanding.analysePictures, { key: 'uploads/walk/source' })) as AnalysisRef;
  const faces = withFaces ? ((await env.run(understanding.analyseFaces, { key: 'uploads/walk/source' })) as AnalysisRef) : null;
  const editor = createEditorActivities(storage());
  const clips: RenderClip[] = [{ decisionId: 0, startS: 0, endS: 6, inputIndex: 0, description: '', outputStartS: 0 }];
  const files = await env.run(editor.writeEditFiles, {
    jobId, stage: 'final', inputs: [{ speechKey: null, picturesKey: pictures.key, facesKey: faces?.key ?? null, offsetS: 0, durationS: 6 }], clips, fps: 25,
    media: { width: 640, height: 360, durationS: 6, hasAudio: true }, outputSize: { width: CROP_W, height: CROP_H }, formats: [], captions: { burn: false, style: 'clean' as const, karaoke: true }, name: 'Walk', reframe: true,
  });
  const look = { sourceWidth: 640, sourceHeight: 360, width: CROP_W, height: CROP_H, aspect: '9:16' as const, layout: 'crop' as const, watermark: false };
  const { key } = (await env.run(editor.renderEditClip, { jobId, stage: 'final', index: 0, sourceKey: 'uploads/walk/source', clip: clips[0]!, fps: 25, look, assKey: null, framingKey: (files as { framingKey: string | null }).framingKey })) as { key: string };
  return join(dir, 'storage', key);
}

/** For every 5th frame of the render: where its crop was taken (matched against the source) and whether the face is inside. */
function checkFrames(output: string): { frame: number; cropX: number; inside: boolean }[] {
  const rendered = readGrayFrames(output, CROP_W, CROP_H);
  const source = readGrayFrames(clip.path, 640, 360);
  const results: { frame: number; cropX: number; inside: boolean }[] = [];
  for (let k = 0; k < rendered.length; k += 5) {
    const [frame, src] = [rendered[k]!.pixels, source[k]!.pixels];
    let best = { x0: 0, sad: Infinity };
    for (let x0 = 0; x0 + CROP_W <= 640; x0++) {
      let sad = 0;
      for (let y = 4; y < CROP_H; y += 8) for (let x = 2; x < CROP_W; x += 6) sad += Math.abs(frame[y * CROP_W + x]! - src[y * 640 + x0 + x]!);
      if (sad < best.sad) best = { x0, sad };
    }
    const face = clip.faceAt(0, k);
    results.push({ frame: k, cropX: best.x0, inside: face.x >= best.x0 - 2 && face.x + face.w <= best.x0 + CROP_W + 2 });
  }
  return results;
}

describe('9:16 framing with faces', () => {
  it('keeps a moving face inside the crop in every sampled frame of the render (and motion alone would not)', async () => {
    const frames = checkFrames(await renderCropped('faces', true));
    expect(frames.length).toBe(30);
    expect(frames.filter((f) => !f.inside)).toEqual([]);
    // The protection matters: framed by motion only, the face leaves the crop.
    const motionOnly = checkFrames(await renderCropped('motion', false));
    expect(motionOnly.some((f) => !f.inside)).toBe(true);
  }, 300_000);
});
