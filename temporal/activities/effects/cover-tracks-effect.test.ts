import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getToolEffect } from '../effects/tool-effects';
import { FACE_PHOTO } from '../../../test/support/make-face-clip';
import { SMILEY_YELLOW } from '../blurring/get-cover-image';
import type { TrackFile } from '../blurring/track-analyser';

const scratch = mkdtempSync(join(tmpdir(), 'cover-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The sample photo (548x342) as one RGB frame; its face is about 36 px at 223,97. */
function photoFrame() {
  const data = execFileSync('ffmpeg', ['-v', 'error', '-i', FACE_PHOTO, '-vf', 'format=rgb24', '-frames:v', '1', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 24 });
  return { data: new Uint8Array(data), width: 548, height: 342 };
}

const pixel = (frame: { data: Uint8Array; width: number }, x: number, y: number) => Array.from(frame.data.subarray((y * frame.width + x) * 3, (y * frame.width + x) * 3 + 3));
const near = (a: number[], b: readonly number[], tolerance: number) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('image replacement (face blurring, "Picture" style)', () => {
  it('the face tool lays the chosen picture over each tracked face: the face is gone, the smiley shows, the rest is untouched', async () => {
    const face = { x: 223, y: 97, w: 36, h: 36 };
    const tracks: TrackFile = { sourceWidth: 548, sourceHeight: 342, fps: 10, tracks: [{ id: 0, firstFrame: 0, boxes: [face], best: { frame: 0, box: face, score: 0.9 }, detections: 3 }] };
    const path = join(scratch, 'tracks.json');
    writeFileSync(path, JSON.stringify(tracks));
    const context = { fps: 10, segment: { index: 0, firstFrame: 0, frames: 1, seekS: 0, startS: 0, endS: 0.1 }, range: { firstFrame: 0, frames: 1 }, analysis: { values: {}, path }, sourcePath: FACE_PHOTO, scratch };
    const process = await getToolEffect('face_anonymizer').frameProcessor!({ mode: 'image', image: 'smiley', shape: 'box', mask_scale: 130, selected: [0] }, context);
    const original = photoFrame();
    const frame = photoFrame();
    await process([frame], 0);
    // Covered area: the box grown to 130% around the face centre (241, 115): 47 px square.
    const [cx, cy] = [241, 115];
    expect(near(pixel(frame, cx, cy + 2), SMILEY_YELLOW, 10), `centre ${pixel(frame, cx, cy + 2)}`).toBe(true);
    // The smiley's left eye (at -0.33, -0.25 of the half side) is dark.
    const half = (36 * 1.3) / 2;
    expect(Math.max(...pixel(frame, Math.round(cx - 0.33 * half), Math.round(cy - 0.25 * half)))).toBeLessThan(80);
    // Most of the covered area is the picture's yellow; the face's own pixels are gone.
    let yellow = 0;
    let total = 0;
    for (let y = cy - 15; y <= cy + 15; y++) for (let x = cx - 15; x <= cx + 15; x++, total++) if (near(pixel(frame, x, y), SMILEY_YELLOW, 25)) yellow++;
    expect(yellow / total).toBeGreaterThan(0.6);
    // Outside the cover, nothing changed.
    for (const [x, y] of [[cx - 40, cy], [cx + 40, cy], [cx, cy + 40], [10, 10]] as const) expect(pixel(frame, x, y)).toEqual(pixel(original, x, y));
  });

  it('the corners the round picture leaves are blurred, never the face itself', async () => {
    const face = { x: 223, y: 97, w: 36, h: 36 };
    const tracks: TrackFile = { sourceWidth: 548, sourceHeight: 342, fps: 10, tracks: [{ id: 0, firstFrame: 0, boxes: [face], best: { frame: 0, box: face, score: 0.9 }, detections: 3 }] };
    const path = join(scratch, 'tracks-corners.json');
    writeFileSync(path, JSON.stringify(tracks));
    const context = { fps: 10, segment: { index: 0, firstFrame: 0, frames: 1, seekS: 0, startS: 0, endS: 0.1 }, range: { firstFrame: 0, frames: 1 }, analysis: { values: {}, path }, sourcePath: FACE_PHOTO, scratch };
    const blurred = photoFrame();
    await (await getToolEffect('face_anonymizer').frameProcessor!({ mode: 'blur', shape: 'box', mask_scale: 130 }, context))([blurred], 0);
    const pictured = photoFrame();
    await (await getToolEffect('face_anonymizer').frameProcessor!({ mode: 'image', image: 'smiley', shape: 'box', mask_scale: 130 }, context))([pictured], 0);
    // A corner of the covered square lies outside the smiley's disc: there it matches the blur.
    expect(pixel(pictured, 219, 93)).toEqual(pixel(blurred, 219, 93));
  });

  describe("the user's own picture ('Your picture')", () => {
    const face = { x: 223, y: 97, w: 36, h: 36 };
    const [cx, cy] = [241, 115];
    const half = Math.round((36 * 1.3) / 2);
    async function render(options: Record<string, unknown>, picture: string | null, name: string) {
      const tracks: TrackFile = { sourceWidth: 548, sourceHeight: 342, fps: 10, tracks: [{ id: 0, firstFrame: 0, boxes: [face], best: { frame: 0, box: face, score: 0.9 }, detections: 3 }] };
      const path = join(scratch, `tracks-${name}.json`);
      writeFileSync(path, JSON.stringify(tracks));
      const context = {
        fps: 10, segment: { index: 0, firstFrame: 0, frames: 1, seekS: 0, startS: 0, endS: 0.1 }, range: { firstFrame: 0, frames: 1 }, analysis: { values: {}, path }, sourcePath: FACE_PHOTO, scratch,
        // As the segment render fetches a stored upload: here the key is the local file.
        fetchStored: async (key: string) => key,
      };
      const frame = photoFrame();
      await (await getToolEffect('face_anonymizer').frameProcessor!({ shape: 'box', mask_scale: 130, ...options, ...(picture ? { cover_picture: { fileId: name, key: picture } } : {}) }, context))([frame], 0);
      return frame;
    }

    it('lays it over the face uncropped and unstretched: a wide picture fills the middle band, the blur shows above and below', async () => {
      // A 2:1 PNG: left half red, right half blue.
      const wide = join(scratch, 'wide.png');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=red:size=100x100,format=rgb24[l];color=blue:size=100x100,format=rgb24[r];[l][r]hstack', '-frames:v', '1', wide]);
      const pictured = await render({ mode: 'image', image: 'upload' }, wide, 'wide');
      const blurred = await render({ mode: 'blur' }, null, 'wide-blur');
      // Both halves show, each on its own side: the picture was not cropped to a square.
      expect(near(pixel(pictured, cx - half + 5, cy), [255, 0, 0], 30), `left ${pixel(pictured, cx - half + 5, cy)}`).toBe(true);
      expect(near(pixel(pictured, cx + half - 5, cy), [0, 0, 255], 30), `right ${pixel(pictured, cx + half - 5, cy)}`).toBe(true);
      // Not stretched to the square: the rows above and below the picture's band are the face's blur.
      expect(pixel(pictured, cx, cy - half + 3)).toEqual(pixel(blurred, cx, cy - half + 3));
      expect(pixel(pictured, cx, cy + half - 3)).toEqual(pixel(blurred, cx, cy + half - 3));
    });

    it("keeps a PNG's transparency: the blur shows through it, never the face", async () => {
      // A green disc on a transparent square.
      const disc = join(scratch, 'disc.png');
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=black@0:size=120x120,format=rgba,geq=r=0:g=200:b=0:a=255*lt(hypot(X-60\\,Y-60)\\,50)', '-frames:v', '1', disc]);
      const pictured = await render({ mode: 'image', image: 'upload' }, disc, 'disc');
      const blurred = await render({ mode: 'blur' }, null, 'disc-blur');
      expect(near(pixel(pictured, cx, cy), [0, 200, 0], 20), `centre ${pixel(pictured, cx, cy)}`).toBe(true);
      expect(pixel(pictured, cx - half + 1, cy - half + 1)).toEqual(pixel(blurred, cx - half + 1, cy - half + 1));
    });

    it('asks for the picture when none was chosen, and refuses a file that is not a picture (no retry)', async () => {
      await expect(render({ mode: 'image', image: 'upload' }, null, 'none')).rejects.toMatchObject({ type: 'option_required', nonRetryable: true });
      const junk = join(scratch, 'junk.png');
      writeFileSync(junk, 'not a picture');
      await expect(render({ mode: 'image', image: 'upload' }, junk, 'junk')).rejects.toMatchObject({ type: 'image_type_unsupported', nonRetryable: true });
    });
  });
});
