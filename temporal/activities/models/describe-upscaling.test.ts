import { describe, expect, it } from 'vitest';
import { describeUpscaling } from './warm-models';

describe('the upscalers name their models in the job details', () => {
  it('the face enhancer names the upscaler, the face detector and its face pass (the detail pass without a restoration model)', async () => {
    const inference = await describeUpscaling(2, true);
    expect(inference).toEqual({
      super_resolution: expect.stringMatching(/^esrgan-slim-x2 on onnxruntime-(cpu|cuda)$/),
      face_detection: expect.stringMatching(/^blazeface.* on /),
      face_restoration: expect.stringMatching(/^kinora detail pass \(no model\), fitted to the input by back-projection on onnxruntime-(cpu|cuda)$/),
    });
  }, 60_000);

  it('the upscaler names only the upscaler', async () => {
    expect(Object.keys(await describeUpscaling(2, false))).toEqual(['super_resolution']);
  }, 60_000);
});
