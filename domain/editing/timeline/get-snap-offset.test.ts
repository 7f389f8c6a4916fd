import { describe, expect, it } from 'vitest';
import { baseProject } from './make-test-project';
import { getSnapOffset, type Snap } from './get-snap-offset';

// Clip edges: 0 30 90 100 130 (v), 10 50 (t), 0 50 (s); marker at 75.
describe('getSnapOffset', () => {
  it.each<[string, number[], number | null, number, Snap | null]>([
    ['snaps a start to a clip’s end', [28], null, 3, { offset: 2, target: 30, kind: 'clip' }],
    ['snaps an end to a marker', [73, 103], null, 3, { offset: 2, target: 75, kind: 'marker' }],
    ['snaps to the nearest target of either edge', [52, 71], null, 5, { offset: -2, target: 50, kind: 'clip' }],
    ['prefers the playhead on a tie', [28], 26, 3, { offset: -2, target: 26, kind: 'playhead' }],
    ['prefers a nearer clip edge to the playhead', [28], 25, 3, { offset: 2, target: 30, kind: 'clip' }],
    ['snaps to a clip at the timeline’s start', [2], null, 3, { offset: -2, target: 0, kind: 'clip' }],
    ['does not snap beyond the threshold', [20, 40], null, 3, null],
    ['does not snap with a threshold of 0 unless on a target', [30], null, 0, { offset: 0, target: 30, kind: 'clip' }],
  ])('%s', (_, edges, playhead, threshold, expected) => {
    expect(getSnapOffset(baseProject(), edges, { threshold, playhead })).toEqual(expected);
  });

  it('snaps to the timeline’s start with nothing there', () => {
    expect(getSnapOffset(baseProject(), [2], { threshold: 3, playhead: null, excludeClipIds: ['a', 'm'] })).toEqual({ offset: -2, target: 0, kind: 'start' });
  });

  it('ignores the edges of the clips being moved', () => {
    expect(getSnapOffset(baseProject(), [31], { threshold: 3, playhead: null, excludeClipIds: ['a', 'b'] })).toBeNull();
  });
});
