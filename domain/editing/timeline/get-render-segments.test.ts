import { describe, expect, it } from 'vitest';
import { getRenderSegments, type RenderSegment } from './get-render-segments';
import { audioClip, testProject, textClip, track, transition, unwrap, videoClip } from './make-test-project';
import type { ProjectDoc } from './project-doc';
import { splitAtPlayhead } from './split-at-playhead';
import { trimClip } from './trim-clip';
import { updateClip } from './update-clip';

// 30 fps, segments of at most 300 frames (10 s): a 10 s, b 15 s, c 10 s; a title across the a/b cut; a music bed.
const project = (withMusic = true): ProjectDoc =>
  testProject([
    track('v', 'video', [videoClip('a', 0, 300, 0), videoClip('b', 300, 450, 0, { source: { ...videoClip('x', 0, 1).source, fileId: 'f2' } }), videoClip('c', 750, 300, 0, { source: { ...videoClip('x', 0, 1).source, fileId: 'f3', frames: null } })]),
    track('t', 'text', [textClip('title', 250, 200, 'Hello')]),
    track('s', 'audio', withMusic ? [audioClip('music', 0, 1000, 0, { source: { ...audioClip('x', 0, 1).source, fileId: 'song', frames: null } })] : []),
  ]);

const spans = (segments: RenderSegment[]) => segments.map((s) => `${s.start}-${s.end}`);
const keysOf = (segments: RenderSegment[]) => new Map(segments.map((s) => [`${s.start}-${s.end}`, s.key]));
/** The segments of `after` whose span and key were not rendered before. */
const changed = (before: RenderSegment[], after: RenderSegment[]) => {
  const old = keysOf(before);
  return after.filter((s) => old.get(`${s.start}-${s.end}`) !== s.key).map((s) => `${s.start}-${s.end}`);
};

describe('getRenderSegments', () => {
  it('cuts at every clip edge, and every 300 frames inside long stretches', () => {
    expect(spans(getRenderSegments(project()))).toEqual(['0-250', '250-300', '300-450', '450-750', '750-1000', '1000-1050']);
    expect(spans(getRenderSegments(project(), 100))).toEqual(['0-100', '100-200', '200-250', '250-300', '300-400', '400-450', '450-550', '550-650', '650-750', '750-850', '850-950', '950-1000', '1000-1050']);
  });

  it.each([1, 7, 100, 300, 10_000, 0, -5, 2.5])('covers the whole timeline once with segments of at most %d frames', (maxFrames) => {
    const segments = getRenderSegments(project(), maxFrames);
    expect(segments[0]!.start).toBe(0);
    expect(segments[segments.length - 1]!.end).toBe(1050);
    segments.forEach((s, i) => {
      expect(s.index).toBe(i);
      expect(s.end - s.start).toBeGreaterThan(0);
      expect(s.end - s.start).toBeLessThanOrEqual(Math.max(1, Math.floor(maxFrames)));
      if (i > 0) expect(s.start).toBe(segments[i - 1]!.end);
    });
  });

  it('cuts at a transition’s edges', () => {
    const doc = testProject([track('v', 'video', [videoClip('a', 0, 30), videoClip('b', 30, 30, 100)], [transition('x', 'a', 'b', 10)])]);
    expect(spans(getRenderSegments(doc))).toEqual(['0-25', '25-30', '30-35', '35-60']);
  });

  it('changes only the segments a retyped title spans', () => {
    const before = getRenderSegments(project(), 100);
    const after = getRenderSegments(unwrap(updateClip(project(), { clipId: 'title', changes: { text: 'Hello!' } })), 100);
    expect(spans(after)).toEqual(spans(before));
    expect(changed(before, after)).toEqual(['250-300', '300-400', '400-450']);
  });

  it('changes only the segments from a rippled trim on', () => {
    const before = getRenderSegments(project(), 100);
    const after = getRenderSegments(unwrap(trimClip(project(), { clipId: 'b', edge: 'out', frame: 700, ripple: true })), 100);
    const moved = changed(before, after);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.every((span) => Number(span.split('-')[0]) >= 650)).toBe(true);
    expect(after.filter((s) => s.end <= 650).map((s) => s.key)).toEqual(before.filter((s) => s.end <= 650).map((s) => s.key));
  });

  it('keeps the keys of what a ripple only moved later or earlier', () => {
    const before = getRenderSegments(project(false), 100);
    const after = getRenderSegments(unwrap(trimClip(project(false), { clipId: 'b', edge: 'out', frame: 700, ripple: true })), 100);
    const keysBefore = new Set(before.map((s) => s.key));
    // Only b's last segment is new: c's segments moved 50 frames earlier with the same keys.
    expect(after.filter((s) => !keysBefore.has(s.key)).map((s) => `${s.start}-${s.end}`)).toEqual(['650-700']);
  });

  it('keeps every key when only names, ids, markers or unseen things change', () => {
    const doc = project();
    const keys = getRenderSegments(doc).map((s) => s.key);
    const renamed: ProjectDoc = {
      ...doc,
      name: 'Other',
      markers: [{ id: 'k', frame: 5, label: 'x', colour: '#000000' }],
      tracks: doc.tracks.map((t) => ({ ...t, id: `${t.id}2`, name: 'n', clips: t.clips.map((c) => ({ ...c, id: `${c.id}2` })) })),
    };
    expect(getRenderSegments(renamed).map((s) => s.key)).toEqual(keys);
    // A muted clip's volume is not heard.
    const muted = unwrap(updateClip(doc, { clipId: 'music', changes: { audio: { volume: { value: 0, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } } }));
    const quieter = unwrap(updateClip(doc, { clipId: 'music', changes: { audio: { volume: { value: -6, keyframes: [] }, muted: true, fadeIn: 0, fadeOut: 0 } } }));
    expect(getRenderSegments(quieter).map((s) => s.key)).toEqual(getRenderSegments(muted).map((s) => s.key));
  });

  it('changes a key with anything seen or heard in its segment', () => {
    const keys = (doc: ProjectDoc) => getRenderSegments(doc).map((s) => s.key);
    const base = keys(project());
    const edits: ProjectDoc[] = [
      { ...project(), frameRate: { num: 25, den: 1 } },
      { ...project(), size: { width: 1280, height: 720 } },
      unwrap(updateClip(project(), { clipId: 'a', changes: { colour: { exposure: 0.1, contrast: 0, saturation: 0, temperature: 0 } } })),
      unwrap(updateClip(project(), { clipId: 'a', changes: { fadeIn: 3 } })),
      { ...project(), tracks: project().tracks.map((t) => (t.id === 't' ? { ...t, hidden: true } : t)) },
      { ...project(), tracks: project().tracks.map((t) => (t.id === 's' ? { ...t, muted: true } : t)) },
    ];
    for (const edit of edits) expect(keys(edit)).not.toEqual(base);
    // The fade in of a only reaches its first segment.
    const faded = keys(unwrap(updateClip(project(), { clipId: 'a', changes: { fadeIn: 3 } })));
    expect(faded.map((k, i) => k !== base[i])).toEqual([true, false, false, false, false, false]);
  });

  it('gives a cut that changes nothing new segments with the same pictures', () => {
    const doc = project();
    const split = unwrap(splitAtPlayhead(doc, { frame: 100, trackId: 'v' }));
    const [whole, parts] = [getRenderSegments(doc, 100), getRenderSegments(split, 100)];
    expect(parts.map((s) => s.key)).toEqual(whole.map((s) => s.key));
  });

  it('is empty for an empty project', () => {
    expect(getRenderSegments(testProject([]))).toEqual([]);
  });
});
