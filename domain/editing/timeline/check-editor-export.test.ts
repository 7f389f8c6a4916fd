import { describe, expect, it } from 'vitest';
import { checkEditorExport, getDocDurationS, getDocFileIds, type EditorExportInput, type ExportFileFacts } from './check-editor-export';
import { testProject, testSource, textClip, track, videoClip, audioClip } from './make-test-project';
import type { ProjectDoc } from './project-doc';

const GB = 1024 ** 3;
const file = (changes: Partial<ExportFileFacts> = {}): ExportFileFacts => ({ status: 'ready', durationS: 100, sizeBytes: 100 * 1024 ** 2, ...changes });

/** `frames` frames of f1 on a 30 fps, 1280×720 timeline (and a title over it). */
const doc = (frames = 300, changes: Partial<ProjectDoc> = {}): ProjectDoc => ({
  ...testProject([
    track('v', 'video', [videoClip('c1', 0, frames, 0, { source: testSource({ frames: 1_000_000 }) })]),
    track('t', 'text', [textClip('t1', 0, 30)]),
    track('a', 'audio', [audioClip('a1', 0, 30, 0, { source: testSource({ fileId: 'f2', frames: 1_000_000 }) })]),
  ]),
  size: { width: 1280, height: 720 },
  ...changes,
});

const input = (changes: Partial<EditorExportInput> = {}): EditorExportInput => ({
  doc: doc(),
  files: { f1: file(), f2: file() },
  plan: 'basic',
  format: 'mp4',
  messagesThisMonth: 0,
  creditsBalance: 0,
  ...changes,
});

describe('checkEditorExport', () => {
  it.each<[string, Partial<EditorExportInput>, ReturnType<typeof checkEditorExport>]>([
    ['Basic: a free message, no credits', {}, { ok: true, durationS: 10, credits: 0, usesMessage: true }],
    ['Basic: the tenth message is the last', { messagesThisMonth: 9 }, { ok: true, durationS: 10, credits: 0, usesMessage: true }],
    ['Basic: no eleventh message', { messagesThisMonth: 10 }, { ok: false, error: { code: 'chat_monthly_message_limit_reached', params: { limit: 10 } } }],
    ['Premium: 0.005 credits a second', { plan: 'premium', creditsBalance: 1 }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Premium: the balance must cover it', { plan: 'premium', creditsBalance: 0.04 }, { ok: false, error: { code: 'not_enough_credits', params: { required: 0.05, balance: 0.04 } } }],
    ['Premium: no messages counted', { plan: 'premium', creditsBalance: 1, messagesThisMonth: 500 }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Pro: FCPXML', { plan: 'pro', creditsBalance: 1, format: 'fcpxml' }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Business: OTIO', { plan: 'business', creditsBalance: 1, format: 'otio' }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Basic: no xmeml', { format: 'xmeml' }, { ok: false, error: { code: 'plan_feature_unavailable', params: { feature: 'xml_export', plan: 'premium' } } }],
    // The spec's plan table gives Premium the XML export too (plans.ts xmlExport).
    ['Premium: OTIO', { plan: 'premium', creditsBalance: 1, format: 'otio' }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['an empty timeline', { doc: testProject([track('v', 'video', [])]) }, { ok: false, error: { code: 'editor_project_empty' } }],
    ['a file not the caller’s, or deleted', { files: { f1: file() } }, { ok: false, error: { code: 'file_not_found' } }],
    ['a file still uploading', { files: { f1: file(), f2: file({ status: 'uploading', durationS: null }) } }, { ok: false, error: { code: 'editor_file_not_ready' } }],
    ['a file that failed', { files: { f1: file({ status: 'failed' }), f2: file() } }, { ok: false, error: { code: 'editor_file_not_ready' } }],
    ['a clip past its file’s real end (10 s file, 11 s clip)', { doc: doc(330), files: { f1: file({ durationS: 10 }), f2: file() } }, { ok: false, error: { code: 'editor_clip_outside_source', params: { clipId: 'c1' } } }],
    ['a clip to its file’s exact end', { doc: doc(300), files: { f1: file({ durationS: 10 }), f2: file() } }, { ok: true, durationS: 10, credits: 0, usesMessage: true }],
    ['Basic: exactly 15 minutes', { doc: doc(27_000), files: { f1: file({ durationS: 2000 }), f2: file() } }, { ok: true, durationS: 900, credits: 0, usesMessage: true }],
    ['Basic: over 15 minutes', { doc: doc(27_031), files: { f1: file({ durationS: 2000 }), f2: file() } }, { ok: false, error: { code: 'duration_over_plan_limit', params: { maxS: 900 } } }],
    ['Premium: 1 h 20 min', { plan: 'premium', creditsBalance: 100, doc: doc(144_000), files: { f1: file({ durationS: 5000 }), f2: file() } }, { ok: true, durationS: 4800, credits: 24, usesMessage: false }],
    ['Premium: over 1 h 20 min', { plan: 'premium', creditsBalance: 100, doc: doc(144_100), files: { f1: file({ durationS: 5000 }), f2: file() } }, { ok: false, error: { code: 'duration_over_plan_limit', params: { maxS: 4800 } } }],
    ['Basic: 1080p is over 720p', { doc: doc(300, { size: { width: 1920, height: 1080 } }) }, { ok: false, error: { code: 'resolution_over_cap', params: { cap: 720 } } }],
    ['Basic: a vertical 720×1280 project is 720p', { doc: doc(300, { size: { width: 720, height: 1280 } }) }, { ok: true, durationS: 10, credits: 0, usesMessage: true }],
    ['Premium: 1080p', { plan: 'premium', creditsBalance: 1, doc: doc(300, { size: { width: 1920, height: 1080 } }) }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Premium: 4K is over 1080p', { plan: 'premium', creditsBalance: 1, doc: doc(300, { size: { width: 3840, height: 2160 } }) }, { ok: false, error: { code: 'resolution_over_cap', params: { cap: 1080 } } }],
    ['Basic: media over 1 GB', { files: { f1: file({ sizeBytes: 0.6 * GB }), f2: file({ sizeBytes: 0.5 * GB }) } }, { ok: false, error: { code: 'editor_media_over_limit', params: { usedMb: 1127, limitMb: 1024 } } }],
    ['Premium: 1.1 GB is within 10 GB', { plan: 'premium', creditsBalance: 1, files: { f1: file({ sizeBytes: 0.6 * GB }), f2: file({ sizeBytes: 0.5 * GB }) } }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
    ['Pro: media over 10 GB', { plan: 'pro', creditsBalance: 1, files: { f1: file({ sizeBytes: 6 * GB }), f2: file({ sizeBytes: 5 * GB }) } }, { ok: false, error: { code: 'editor_media_over_limit', params: { usedMb: 11_264, limitMb: 10_240 } } }],
    ['Business: 11 GB is within 100 GB', { plan: 'business', creditsBalance: 1, files: { f1: file({ sizeBytes: 6 * GB }), f2: file({ sizeBytes: 5 * GB }) } }, { ok: true, durationS: 10, credits: 0.05, usesMessage: false }],
  ])('%s', (_name, changes, expected) => {
    expect(checkEditorExport(input(changes))).toEqual(expected);
  });

  it('counts a file used by several clips once against the media limit', () => {
    const twice = testProject([track('v', 'video', [videoClip('c1', 0, 30), videoClip('c2', 30, 30, 60)])]);
    expect(checkEditorExport(input({ doc: { ...twice, size: { width: 1280, height: 720 } }, files: { f1: file({ sizeBytes: 0.9 * GB }) } })).ok).toBe(true);
  });
});

describe('the document’s files and length', () => {
  it('names each file once, in order, and ignores titles', () => {
    expect(getDocFileIds(doc())).toEqual(['f1', 'f2']);
  });
  it('is as long as its last clip on any track, at the project’s rate', () => {
    expect(getDocDurationS(doc(45))).toBe(1.5);
    expect(getDocDurationS(testProject([track('v', 'video', [videoClip('c1', 0, 24_000)])], { frameRate: { num: 24_000, den: 1001 } }))).toBeCloseTo(1001, 6);
  });
});
