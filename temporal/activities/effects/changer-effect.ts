import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isChosenImage } from '../../../domain/files/chosen-image';
import type { ToolEffect } from './tool-effect';
import type { BackgroundChoice } from '../pixels/composite-background';
import { loadCoverImage } from '../pixels/load-cover-image';
import type { RgbFrame } from '../pixels/rgb-frame';
import { applyChangerLook, type ChangerLook } from '../changer/apply-changer-look';
import { boxBlur, resizeMatte } from '../pixels/box-blur';
import { getTrackMask, type MaskTrack } from '../changer/mask-track';

const SOLID_COLOURS: Record<string, [number, number, number]> = { green: [0, 177, 64], white: [255, 255, 255], black: [0, 0, 0], blue: [0, 71, 187] };

/**
 * The look from the job's options (the catalogue's option ids). "Transparent" writes the mask as alpha when the
 * render's output carries it (`alphaOutput`, set by the segment render for the paid output); the watermarked preview
 * shows the object over a checkerboard instead (and an older job's unwatermarked MP4 over keying green). An uploaded
 * background image (`image`, at the frame's size) comes next, then the solid colour.
 */
export function getChangerLook(options: Record<string, unknown>, image: RgbFrame | null = null, watermarked = true): ChangerLook {
  const effect = options.effect === 'remove' || options.effect === 'highlight' ? options.effect : 'background';
  const behind: BackgroundChoice =
    options.transparent === true ? (options.alphaOutput ? { kind: 'transparent' } : watermarked ? { kind: 'checkerboard' } : { kind: 'color', rgb: SOLID_COLOURS.green! })
    : image ? { kind: 'image', image }
    : { kind: 'color', rgb: SOLID_COLOURS[String(options.solid_background_color ?? 'green')] ?? SOLID_COLOURS.green! };
  return {
    effect,
    behind,
    blurness: Number(options.blurness ?? 0),
    grayscale: options.grayscale === true,
    blurForeground: options.blur_foreground === true,
    silhouette: options.silhouette === true,
  };
}

/**
 * The background changer's render: each frame's mask from the track the user's clicks and the propagation made (at
 * the working size), scaled up to the frame, feathered by `feather` pixels, then the chosen look applied.
 */
export const changerEffect: ToolEffect = {
  planSegment: (_options, context) => ({ seekS: Math.max(0, (context.segment.firstFrame - 0.5) / context.fps), filter: null, outputFrames: context.segment.frames, outputFps: context.fps }),
  audio: () => ({ kind: 'source' }),
  async frameProcessor(options, context) {
    if (!context.analysis.path) throw new Error('the background changer renders from its mask track');
    const track = JSON.parse(await readFile(context.analysis.path, 'utf8')) as MaskTrack;
    // The uploaded background, fetched once per segment and cover-fit to the frames' size on the first batch.
    const chosen = options.background_image;
    const imagePath = isChosenImage(chosen) && context.fetchStored ? await context.fetchStored(chosen.key) : null;
    let look: ChangerLook | null = null;
    const feather = Number(options.feather ?? 2);
    return async (frames, firstFrame) => {
      if (!look) {
        const size = frames[0] ?? { width: 0, height: 0 };
        const image = imagePath ? await loadCoverImage(imagePath, size.width, size.height, join(context.scratch, 'background.rgb'), context.signal) : null;
        look = getChangerLook(options, image, context.look?.watermark ?? true);
      }
      const current = look;
      frames.forEach((frame, i) => {
        let matte = resizeMatte(getTrackMask(track, firstFrame + i), track.width, track.height, frame.width, frame.height);
        if (feather > 0) matte = boxBlur(matte, frame.width, frame.height, 1, feather);
        applyChangerLook(frame, matte, current);
      });
    };
  },
};
