import { describe, expect, it } from 'vitest';
import { addMarker } from './add-marker';
import { baseProject, unwrap } from './make-test-project';
import { removeMarker } from './remove-marker';

describe('markers', () => {
  it('adds markers in frame order', () => {
    const doc = unwrap(addMarker(unwrap(addMarker(baseProject(), { frame: 100, label: 'drop' })), { frame: 5, label: 'intro', colour: '#00ff00' }));
    expect(doc.markers.map((m) => `${m.id}@${m.frame}:${m.label}:${m.colour}`)).toEqual(['m101@5:intro:#00ff00', 'k@75:beat:#ff0000', 'm100@100:drop:#f5b700']);
  });

  it.each([
    [{ frame: -1, label: 'x' }, { code: 'invalid_argument', field: 'frame' }],
    [{ frame: 1.5, label: 'x' }, { code: 'invalid_argument', field: 'frame' }],
    [{ frame: 1, label: 'x', colour: 'red' }, { code: 'invalid_document', issues: ['markers.0.colour: expected a string matching /^#[0-9a-fA-F]{6}$/'] }],
  ])('refuses %j', (args, error) => {
    expect(addMarker(baseProject(), args)).toEqual({ ok: false, error });
  });

  it('removes a marker, and refuses an unknown one', () => {
    expect(unwrap(removeMarker(baseProject(), { markerId: 'k' })).markers).toEqual([]);
    expect(removeMarker(baseProject(), { markerId: 'z' })).toEqual({ ok: false, error: { code: 'marker_not_found', markerId: 'z' } });
  });
});
