import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import type { EditPlan, PlanEditOptions } from '../../../domain/editing/plan-edit';
import type { PictureAnalysis } from '../../../domain/editing/understanding';
import { makePannedPhotoClip, makeStillShotsClip } from '../../../test/support/make-editor-clips';
import { createEditorActivities } from '../editor/editor-activities';
import { readStoredJson } from '../kit/read-stored';
import { createLocalStorage } from '../storage/local-storage';
import { createUnderstandingActivities, type AnalysisRef } from './understanding-activities';

let dir: string;
const storage = () => createLocalStorage(join(dir, 'storage'));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-still-shots-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type StillsOptions = Parameters<typeof makeStillShotsClip>[1];
type PanOptions = Parameters<typeof makePannedPhotoClip>[1];

describe('held photos are shots, not faults', () => {
  it.each<[string, StillsOptions, PanOptions]>([
    ['640x360: the blurred photo second (sigma 6), a stereo pair after it', {}, {}],
    // Sharper inputs than the analysis: sigma 4 at 1280 px measured 6.0 at 320 px, under its limit of 6.5 (missed);
    // 8.3 against a limit of 6.9 at 640 px.
    [
      '1280x720 at crf 28: the blurred photo first (sigma 4), other photos',
      { photos: ['building.jpg', 'fruits.jpg', 'HappyFish.jpg', 'board.jpg'], blurredIndex: 0, sigma: 4, width: 1280, height: 720, encoder: ['-c:v', 'libx264', '-crf', '28'] },
      { width: 1280, height: 720 },
    ],
  ])('%s, then a panned photo: every cut found, the blurred photo out of focus, both inputs in the edit', async (name, stillsOptions, panOptions) => {
    const id = name.slice(0, 9).replace(/\W/g, '');
    const stills = makeStillShotsClip(join(dir, `stills-${id}.mp4`), stillsOptions);
    await storage().put(`uploads/stills-${id}/source`, createReadStream(stills.path));
    await storage().put(`uploads/pan-${id}/source`, createReadStream(makePannedPhotoClip(join(dir, `pan-${id}.mp4`), panOptions).path));
    const understanding = createUnderstandingActivities(storage());
    const refs: AnalysisRef[] = [];
    for (const key of [`uploads/stills-${id}/source`, `uploads/pan-${id}/source`]) refs.push((await new MockActivityEnvironment().run(understanding.analysePictures, { key })) as AnalysisRef);
    const analysis = await readStoredJson<PictureAnalysis>(storage(), refs[0]!.key);
    // Every cut, the stereo pair's too (scdet scores it 9.5: its fixed limit of 10 missed it).
    expect(analysis.sceneCuts).toEqual(stills.cutsS.map((t) => expect.closeTo(t, 1)));

    const inputs = refs.map((ref, i) => ({ speechKey: null, picturesKey: ref.key, offsetS: i === 0 ? 0 : refs[0]!.durationS, durationS: ref.durationS }));
    const options: PlanEditOptions = { selection: 'ai', outputLengthS: 60, order: 'time', removeSilence: true, removeBadShots: true, seed: 'job' };
    const plan = (await new MockActivityEnvironment().run(createEditorActivities(storage()).planEditDecisions, { inputs, fps: 25, options })) as EditPlan;
    const removed = plan.decisions.filter((d) => !d.kept);
    expect(removed.filter((d) => d.reason === 'frozen' || d.reason === 'shaky')).toEqual([]);
    // The blurred photo is out of focus, with the blur that decided it against the input's own limit.
    const blurred = removed.find((d) => d.reason === 'out_of_focus')!;
    expect(blurred, JSON.stringify(removed)).toBeDefined();
    expect([blurred.startS, blurred.endS]).toEqual([expect.closeTo(stills.blurred.startS, 1), expect.closeTo(stills.blurred.endS, 1)]);
    expect(blurred.measure).toMatchObject({ kind: 'blur' });
    expect(blurred.measure!.value).toBeGreaterThan(blurred.measure!.limit!);
    // The sharp photos and the pan are all in the edit.
    const keptS = (from: number, to: number) => plan.decisions.filter((d) => d.kept).reduce((sum, d) => sum + Math.max(0, Math.min(d.endS, to) - Math.max(d.startS, from)), 0);
    for (const from of [0, 3, 6, 9].filter((t) => t !== stills.blurred.startS)) expect(keptS(from, from + 3)).toBeGreaterThan(2.9);
    expect(keptS(12, 12 + refs[1]!.durationS)).toBeGreaterThan(refs[1]!.durationS - 0.1);
    expect(new Set(plan.decisions.filter((d) => d.kept).map((d) => d.inputIndex))).toEqual(new Set([0, 1]));
  }, 180_000);
});
