import { describe, expect, it } from 'vitest';
import { getChainCost, isValidChain } from './chainable-tools';

describe('tool chains', () => {
  it.each<[string[], boolean]>([
    [['video_concatenator', 'video_sharpener'], true],
    [['video_concatenator', 'video_stabilizer', 'slow_mo'], true],
    [['video_sharpener', 'video_concatenator'], false],
    [['video_concatenator'], false],
    [['video_concatenator', 'face_anonymizer'], true],
    [['video_concatenator', 'plate_blurring'], true],
    [['video_concatenator', 'video_enhancer'], true],
    // Tools that need the user during the job (messages, clicks), or have no video input, are no chain step.
    [['video_concatenator', 'video_summarizer_chat'], false],
    [['video_concatenator', 'motion_graphics'], false],
    [['video_concatenator', 'video_background_remover'], false],
    // OneEditor's input is a saved timeline, not the joined video.
    [['video_concatenator', 'one_editor'], false],
    [['video_concatenator', 'video_concatenator'], false],
  ])('%j is a chain the platform runs: %s', (steps, valid) => {
    expect(isValidChain(steps as never)).toBe(valid);
  });

  it('charges each step for the whole joined length; the concatenator is free', () => {
    expect(getChainCost(['video_concatenator', 'video_sharpener'], 30)).toBeCloseTo(0.3, 6);
    expect(getChainCost(['video_concatenator', 'video_stabilizer', 'video_lightener'], 10)).toBeCloseTo(0.1 + 2, 6);
  });
});
