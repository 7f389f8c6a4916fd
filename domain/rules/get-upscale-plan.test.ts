import { describe, expect, it } from 'vitest';
import { getModelScale, getRenderSize, getUpscalePlan } from './get-upscale-plan';

describe('getUpscalePlan (factor or target height, 4K at most, input above 1080p downscaled first)', () => {
  it.each<[number, number, string, number, [number, number], 2 | 4, [number, number]]>([
    // source, scale, cap -> decoded input, model, output
    [640, 360, '2x', 3840, [640, 360], 2, [1280, 720]],
    [640, 360, '4x', 3840, [640, 360], 4, [2560, 1440]],
    [1280, 720, '4x', 3840, [1280, 720], 4, [3840, 2160]],
    // 4x of 1080p is capped at 4K: the x2 model reaches it.
    [1920, 1080, '4x', 3840, [1920, 1080], 2, [3840, 2160]],
    // Above 1080p: downscaled to 1080p first, then 2x is 4K.
    [3840, 2160, '2x', 3840, [1920, 1080], 2, [3840, 2160]],
    [2560, 1440, '2x', 3840, [1920, 1080], 2, [3840, 2160]],
    // Target heights: the smallest model that reaches them, the rest by Lanczos.
    [640, 360, '1080p', 3840, [640, 360], 4, [1920, 1080]],
    [640, 360, '720p', 3840, [640, 360], 2, [1280, 720]],
    [1280, 720, '2160p', 3840, [1280, 720], 4, [3840, 2160]],
    [1280, 720, '1440p', 3840, [1280, 720], 2, [2560, 1440]],
    // Portrait: the target names the short side.
    [360, 640, '1080p', 3840, [360, 640], 4, [1080, 1920]],
    // A target at or below the input keeps the input size (the model still adds detail, Lanczos brings it back).
    [1280, 720, '720p', 3840, [1280, 720], 2, [1280, 720]],
    // The free preview's cap (1080p): 4x of 640x360 stops at 1920x1080.
    [640, 360, '4x', 1920, [640, 360], 4, [1920, 1080]],
    [1280, 720, '2x', 1920, [1280, 720], 2, [1920, 1080]],
    // Odd source sizes give even outputs.
    [321, 241, '2x', 3840, [320, 240], 2, [640, 480]],
  ])('%sx%s at %s under cap %s', (w, h, scale, cap, input, model, output) => {
    const plan = getUpscalePlan({ width: w, height: h }, scale, cap);
    expect(plan.input).toEqual({ width: input[0], height: input[1] });
    expect(plan.modelScale).toBe(model);
    expect(plan.output).toEqual({ width: output[0], height: output[1] });
  });

  it('never goes beyond 4K', () => {
    for (const scale of ['2x', '4x', '2160p']) {
      const { output } = getUpscalePlan({ width: 1920, height: 1080 }, scale, 3840);
      expect(Math.max(output.width, output.height)).toBeLessThanOrEqual(3840);
      expect(Math.min(output.width, output.height)).toBeLessThanOrEqual(2160);
    }
  });

  it('the activity finds the same model pass from the sizes alone', () => {
    expect(getModelScale({ width: 640, height: 360 }, { width: 1280, height: 720 })).toBe(2);
    expect(getModelScale({ width: 640, height: 360 }, { width: 1282, height: 722 })).toBe(4);
    expect(getModelScale({ width: 640, height: 360 }, { width: 1920, height: 1080 })).toBe(4);
  });
});

describe('getRenderSize', () => {
  it('upscalers render at the plan output; other tools fit the source into the cap', () => {
    expect(getRenderSize('video_enhancer', { scale: '2x' }, { width: 640, height: 360 }, 3840)).toEqual({ width: 1280, height: 720 });
    expect(getRenderSize('face_enhancer', {}, { width: 640, height: 360 }, 1920)).toEqual({ width: 1280, height: 720 });
    expect(getRenderSize('video_sharpener', { scale: '2x' }, { width: 1920, height: 1080 }, 720)).toEqual({ width: 1280, height: 720 });
  });
});
