import { describe, expect, it } from 'vitest';
import { getPriorPlan, getWorkUnits, updateSpeedPrior, type SpeedPrior } from './speed-prior';

const key = { toolId: 'video_sharpener', pass: 'render' as const, queue: 'cpu' };
const prior = (pass: SpeedPrior['pass'], secondsPerUnit: number, queue = 'cpu'): SpeedPrior => ({ ...key, pass, queue, secondsPerUnit, samples: 3 });

describe('getWorkUnits', () => {
  it('counts megapixel-seconds', () => {
    expect(getWorkUnits({ width: 1280, height: 720, seconds: 10 })).toBeCloseTo(9.216);
    expect(getWorkUnits({ width: 0, height: 720, seconds: 10 })).toBe(0);
  });
});

describe('updateSpeedPrior', () => {
  it.each([
    ['a first measurement is the speed', null, { activeS: 20, units: 10 }, 2, 1],
    ['the second is a plain mean', { ...key, secondsPerUnit: 2, samples: 1 }, { activeS: 40, units: 10 }, 3, 2],
    ['the third is a plain mean', { ...key, secondsPerUnit: 3, samples: 2 }, { activeS: 60, units: 10 }, 4, 3],
    ['later ones move it by the average rate', { ...key, secondsPerUnit: 4, samples: 9 }, { activeS: 140, units: 10 }, 7, 10],
  ])('%s', (_, previous, measured, secondsPerUnit, samples) => {
    const next = updateSpeedPrior(previous, key, measured)!;
    expect(next.secondsPerUnit).toBeCloseTo(secondsPerUnit);
    expect(next.samples).toBe(samples);
  });

  it.each([
    ['no units', { activeS: 20, units: 0 }],
    ['no time', { activeS: 0, units: 3 }],
    ['not a number', { activeS: Number.NaN, units: 3 }],
  ])('ignores a measurement with %s', (_, measured) => {
    const previous = { ...key, secondsPerUnit: 2, samples: 4 };
    expect(updateSpeedPrior(previous, key, measured)).toBe(previous);
    expect(updateSpeedPrior(null, key, measured)).toBeNull();
  });
});

describe('getPriorPlan', () => {
  const passes = [{ id: 'analyse' as const, total: 4 }, { id: 'render' as const, total: 4 }, { id: 'assemble' as const, total: 1 }];
  it('weighs each pass by its expected seconds and sums them', () => {
    const plan = getPriorPlan([prior('analyse', 0.5), prior('render', 2), prior('assemble', 0.1)], key.toolId, 'cpu', passes, 10);
    expect(plan).toEqual({ weights: { analyse: 1.25, render: 5, assemble: 1 }, expectedS: 26 });
  });

  it.each([
    ['a pass without a prior', [prior('analyse', 0.5), prior('render', 2)]],
    ['priors of another queue (another class of workers)', [prior('analyse', 0.5, 'gpu-small'), prior('render', 2, 'gpu-small'), prior('assemble', 0.1, 'gpu-small')]],
    ['no priors', []],
  ])('gives no plan with %s', (_, priors) => {
    expect(getPriorPlan(priors, key.toolId, 'cpu', passes, 10)).toBeNull();
  });

  it('gives no plan for a stage without units', () => {
    expect(getPriorPlan([prior('render', 2)], key.toolId, 'cpu', [{ id: 'render', total: 2 }], 0)).toBeNull();
  });
});
