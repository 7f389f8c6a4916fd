import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getBoxesAt } from '../blurring/build-tracks';
import { getCoverImage } from '../blurring/get-cover-image';
import { coverRegions, type CoverOptions } from '../blurring/cover-regions';
import type { TrackFile } from '../blurring/track-analyser';
import { loadStickerImage } from '../pixels/load-cover-image';
import type { RgbaImage } from '../pixels/rgb-frame';
import { decodeChosenPicture } from './decode-chosen-picture';
import { fetchChosenImage } from './fetch-chosen-image';
import { ownFrames } from './own-frames';
import type { SegmentContext, ToolEffect } from './tool-effect';

/** The side of the square a user's face cover picture is decoded into (faces are rarely bigger on screen). */
const COVER_PICTURE_SIDE = 256;

/** The picture laid over faces: a built-in one, or the user's own ('upload', option `cover_picture`). */
async function getFaceCoverPicture(options: Record<string, unknown>, context: SegmentContext): Promise<RgbaImage> {
  if (options.image !== 'upload') return getCoverImage(String(options.image ?? 'smiley'));
  const path = await fetchChosenImage(options.cover_picture, context, 'cover_picture');
  return decodeChosenPicture('cover picture', () => loadStickerImage(path, COVER_PICTURE_SIDE, join(context.scratch, 'cover-picture.rgba'), context.signal), context.signal);
}

/**
 * Face and plate blurring: the chosen tracks' boxes (from the detect step's merged tracks: the `faces` and `plates`
 * analysers) covered on every frame. `options.selected` lists the chosen track ids (all when absent).
 */
export const coverTracksEffect: ToolEffect = {
  planSegment: (_options, context) => ownFrames(context),
  audio: () => ({ kind: 'source' }),
  async frameProcessor(options, context) {
    if (!context.analysis.path) throw new Error('blurring renders from the detect step\'s tracks');
    const file = JSON.parse(await readFile(context.analysis.path, 'utf8')) as TrackFile;
    const selected = Array.isArray(options.selected) ? new Set(options.selected as number[]) : null;
    const tracks = file.tracks.filter((t) => !selected || selected.has(t.id));
    const cover: CoverOptions = {
      mode: (options.mode as CoverOptions['mode']) ?? 'blur',
      shape: (options.shape as CoverOptions['shape']) ?? 'ellipse',
      maskScale: Number(options.mask_scale ?? 130) / 100,
      ...(options.mode === 'image' ? { image: await getFaceCoverPicture(options, context) } : {}),
    };
    return (frames, firstFrame) => {
      frames.forEach((frame, i) => {
        // Tracks are in source pixels; frames arrive at the source size.
        const sx = frame.width / file.sourceWidth;
        const sy = frame.height / file.sourceHeight;
        const boxes = getBoxesAt(tracks, firstFrame + i).map((b) => ({ x: b.x * sx, y: b.y * sy, w: b.w * sx, h: b.h * sy }));
        coverRegions(frame, boxes, cover);
      });
    };
  },
};
