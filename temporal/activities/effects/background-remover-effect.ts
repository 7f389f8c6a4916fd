import { join } from 'node:path';
import { finishBatchThreaded, openThreadedCompositor } from '../matting/open-threaded-compositor';
import { describePersonMatting, openPersonMatter } from '../matting/open-person-matter';
import type { BackgroundChoice } from '../pixels/composite-background';
import { loadCoverImage } from '../pixels/load-cover-image';
import type { RgbFrame } from '../pixels/rgb-frame';
import { decodeChosenPicture } from './decode-chosen-picture';
import { fetchChosenImage } from './fetch-chosen-image';
import { ownFrames } from './own-frames';
import type { FrameProcessor, SegmentContext, ToolEffect } from './tool-effect';

const BACKGROUND_COLOURS: Record<string, [number, number, number]> = { white: [255, 255, 255], black: [0, 0, 0], green: [0, 177, 64], blue: [0, 71, 187] };

/** The picture cover-fit to the frame; a stored file ffmpeg cannot decode is `image_type_unsupported` (bad input, no retry). */
function loadBackgroundPicture(path: string, frame: RgbFrame, context: SegmentContext): Promise<RgbFrame> {
  return decodeChosenPicture('background picture', () => loadCoverImage(path, frame.width, frame.height, join(context.scratch, 'background.rgb'), context.signal), context.signal);
}

/**
 * Auto Background Remover: the person's matte per frame (MediaPipe selfie on a square around the person, smoothed
 * over time, edges refined on the full-resolution frame: matting/person-matter.ts), composited over a colour (green
 * screen included), the blurred frame, the user's picture (cover-fit), or nothing (transparent: WebM VP9 or ProRes 4444
 * with the matte as alpha).
 */
export const backgroundRemoverEffect: ToolEffect = {
  planSegment: (_options, context) => ownFrames(context),
  audio: () => ({ kind: 'source' }),
  leadInFrames: 8,
  describeInference: describePersonMatting,
  async frameProcessor(options, context) {
    const choice = String(options.background ?? 'transparent');
    // The user's picture (the server checked it is theirs and stored its key), fetched once and fitted to the frames' size.
    const imagePath = choice === 'image' ? await fetchChosenImage(options.background_image, context) : null;
    let image: RgbFrame | null = null;
    // A transparent render writes the matte as alpha (`alphaOutput`, set by the segment render for the paid output);
    // its watermarked preview shows the person over a checkerboard.
    const background: BackgroundChoice =
      choice === 'blur' ? { kind: 'blur' }
      : choice === 'transparent' ? { kind: options.alphaOutput ? 'transparent' : 'checkerboard' }
      : choice === 'image' ? { kind: 'checkerboard' }
      : { kind: 'color', rgb: BACKGROUND_COLOURS[choice === 'solid' ? String(options.color ?? 'white') : 'green'] ?? BACKGROUND_COLOURS.white! };
    // One matter per segment render: its temporal state warms up on the lead-in frames. The model and the grid work
    // stay here; each frame's full-resolution matte and composite run on a worker thread while the model looks at the
    // next frame.
    const matter = await openPersonMatter();
    const compositor = openThreadedCompositor(background);
    const processor: FrameProcessor = (frames) =>
      finishBatchThreaded(frames, async (frame) => {
        if (imagePath && (image?.width !== frame.width || image.height !== frame.height)) {
          image = await loadBackgroundPicture(imagePath, frame, context);
          compositor.setBackground({ kind: 'image', image });
        }
        return matter.nextStep(frame);
      }, compositor);
    processor.close = () => {
      compositor.close();
      matter.close?.();
    };
    return processor;
  },
};
