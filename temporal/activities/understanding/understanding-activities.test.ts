import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockActivityEnvironment } from '@temporalio/testing';
import { detectBadShots } from '../../../domain/editing/detect-bad-shots';
import { getSilence } from '../../../domain/editing/plan-edit';
import type { PictureAnalysis, SpeechAnalysis } from '../../../domain/editing/understanding';
import { createLocalStorage } from '../storage/local-storage';
import { makeScenesClip, makeSpeechClip, type SpokenPhrase } from '../../../test/support/make-editor-clips';
import { createUnderstandingActivities, type AnalysisRef } from './understanding-activities';
import { readStoredJson } from '../kit/read-stored';

let dir: string;
let phrases: SpokenPhrase[];
let speechDurationS: number;
let scenes: ReturnType<typeof makeScenesClip>['scenes'];
const storage = () => createLocalStorage(join(dir, 'storage'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kinora-understanding-'));
  const speech = makeSpeechClip(dir, 'talk', ['Hello and welcome to the show', 'Today we talk about rivers', 'Thank you for watching'], [1, 3, 2.5, 1.5]);
  phrases = speech.phrases;
  speechDurationS = speech.durationS;
  await storage().put('uploads/talk/source', createReadStream(speech.path));
  const made = makeScenesClip(join(dir, 'scenes.mp4'));
  scenes = made.scenes;
  await storage().put('uploads/scenes/source', createReadStream(made.path));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('understanding activities', () => {
  it('finds the voice and the words, heartbeats progress with an ETA, and reuses the stored result for the same content', async () => {
    const env = new MockActivityEnvironment();
    const heartbeats: { pass: string; percent: number; etaS: number | null }[] = [];
    env.on('heartbeat', (d: unknown) => heartbeats.push(d as (typeof heartbeats)[number]));
    const activities = createUnderstandingActivities(storage());
    const ref = (await env.run(activities.analyseSpeech, { key: 'uploads/talk/source' })) as AnalysisRef;
    expect(ref.cached).toBe(false);
    const speech = await readStoredJson<SpeechAnalysis>(storage(), ref.key);
    // Every phrase is voiced; no voice in the long pauses.
    for (const phrase of phrases) {
      const covered = speech.voice.filter((v) => v.endS > phrase.startS && v.startS < phrase.endS).reduce((s, v) => s + Math.min(v.endS, phrase.endS) - Math.max(v.startS, phrase.startS), 0);
      expect(covered / (phrase.endS - phrase.startS)).toBeGreaterThan(0.8);
    }
    for (const v of speech.voice) expect(phrases.some((p) => v.endS > p.startS - 0.3 && v.startS < p.endS + 0.3)).toBe(true);
    // Words with times inside the phrases (pocketsphinx mishears espeak, but it hears where the words are).
    expect(speech.words.length).toBeGreaterThanOrEqual(6);
    for (const word of speech.words) expect(phrases.some((p) => word.startS >= p.startS - 0.3 && word.endS <= p.endS + 0.3)).toBe(true);
    expect(speech.engine).toBe('pocketsphinx');
    expect(speech.language).toBe('en');
    expect(heartbeats.some((h) => h.pass === 'analyse' && h.percent > 0 && h.percent < 100)).toBe(true);
    expect(heartbeats.some((h) => h.etaS !== null)).toBe(true);

    // Silence removal on the real analysis keeps every phrase and drops each long pause beyond the margin.
    const silence = getSilence(speech, speechDurationS);
    for (const phrase of phrases) expect(silence.some((g) => g.startS < phrase.endS - 0.05 && g.endS > phrase.startS + 0.05)).toBe(false);
    for (let i = 1; i < phrases.length; i++) {
      const removed = silence.filter((g) => g.startS >= phrases[i - 1]!.endS - 0.01 && g.endS <= phrases[i]!.startS + 0.01).reduce((s, g) => s + g.endS - g.startS, 0);
      const pause = phrases[i]!.startS - phrases[i - 1]!.endS;
      expect(removed).toBeGreaterThan(pause - 2 * 0.25 - 0.4);
    }

    const again = await new MockActivityEnvironment().run(activities.analyseSpeech, { key: 'uploads/talk/source' });
    expect(again).toEqual({ ...ref, cached: true });
  }, 120_000);

  it('transcribes real read speech (LibriVox, from pocketsphinx-testdata) with most of its words, timed inside the voice', async () => {
    const data = '/usr/share/pocketsphinx/test/data/librivox';
    const id = 'sense_and_sensibility_01_austen_64kb-0880';
    const reference = readFileSync(join(data, 'transcription'), 'utf8').split('\n').find((l) => l.includes(id))!.replace(/<\/?s>|\(.*\)/g, '').trim().split(/\s+/);
    const clip = join(dir, 'librivox.mp4');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=160x120:r=10', '-i', join(data, `${id}.wav`), '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', clip]);
    await storage().put('uploads/librivox/source', createReadStream(clip));
    const ref = (await new MockActivityEnvironment().run(createUnderstandingActivities(storage()).analyseSpeech, { key: 'uploads/librivox/source' })) as AnalysisRef;
    const speech = await readStoredJson<SpeechAnalysis>(storage(), ref.key);
    const heard = new Set(speech.words.map((w) => w.text.toLowerCase()));
    expect(reference.filter((w) => heard.has(w)).length / reference.length).toBeGreaterThanOrEqual(0.6);
    for (const word of speech.words) expect(speech.voice.some((v) => word.startS >= v.startS - 0.3 && word.endS <= v.endS + 0.3)).toBe(true);
  }, 120_000);

  it('finds the blurred, covered and shaky scenes and leaves the sharp one', async () => {
    const env = new MockActivityEnvironment();
    const activities = createUnderstandingActivities(storage());
    const ref = (await env.run(activities.analysePictures, { key: 'uploads/scenes/source' })) as AnalysisRef;
    const pictures = await readStoredJson<PictureAnalysis>(storage(), ref.key);
    expect(pictures.samples.length).toBeGreaterThan(110);
    const flags = detectBadShots(pictures);
    const overlap = (a: { startS: number; endS: number }, b: { startS: number; endS: number }) => Math.max(0, Math.min(a.endS, b.endS) - Math.max(a.startS, b.startS));
    const share = (scene: { startS: number; endS: number }, reasons: string[]) => flags.filter((f) => reasons.includes(f.reason)).reduce((s, f) => s + overlap(f, scene), 0) / 3;
    expect(share(scenes.blurred, ['out_of_focus'])).toBeGreaterThan(0.8);
    expect(share(scenes.covered, ['covered', 'black', 'frozen'])).toBeGreaterThan(0.9);
    expect(share(scenes.shaky, ['shaky'])).toBeGreaterThan(0.6);
    expect(share(scenes.sharp, ['out_of_focus', 'covered', 'black', 'frozen', 'shaky'])).toBeLessThan(0.1);
  }, 120_000);
});
