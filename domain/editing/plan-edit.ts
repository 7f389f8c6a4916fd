import type { ClipSelection } from '../rules/get-credit-cost';
import { detectBadShots, type DecisionMeasure, type FlaggedInterval, type RemovalReason } from './detect-bad-shots';
import { applyMinimums, getLength, getOverlap, intersectIntervals, invertIntervals, mergeIntervals, padIntervals, subtractIntervals, type Interval } from './intervals';
import { scoreClip, type ClipFeatures } from './score-clip';
import { getClipSpeed, getSpedFrames, type SpeedRule } from './get-clip-speed';
import type { PictureAnalysis, SpeechAnalysis } from './understanding';

/** The cut rules' defaults (auto-editor's are 0.2 s margin, 0.2 s min cut, 0.1 s min clip; ours avoid choppier cuts). */
export const CUT_DEFAULTS = {
  /** Kept before and after speech, so words are not clipped. */
  marginS: 0.25,
  /** A pause shorter than this stays in (no micro-cuts). */
  minCutS: 0.4,
  /** A kept part shorter than this goes (no flashes). */
  minClipS: 0.5,
  /** Clips longer than this are split (at a pause between words) so the selection can take the best parts. */
  maxClipS: 8,
  /** Silence removal applies when at least this share of the input has a voice (a silent drone film keeps its shots). */
  minVoiceShare: 0.05,
} as const;

export interface PlanEditOptions {
  selection: ClipSelection;
  /** The output's length; null keeps everything that passes the rules. */
  outputLengthS: number | null;
  order: 'time' | 'score';
  removeSilence: boolean;
  /** Plan-gated (Premium and up): out-of-focus, covered, shaky, black and frozen shots. */
  removeBadShots: boolean;
  /** Seed for the random selection, so a job always makes the same edit. */
  seed: string;
  /** Time-lapse: quiet (or all) clips play faster; the target length counts their sped-up length. */
  speed?: SpeedRule | null;
}

/** One part of the input timeline, kept or removed, with why. */
export interface EditDecision {
  id: number;
  startS: number;
  endS: number;
  kept: boolean;
  /** Why it was removed (null when kept). */
  reason: RemovalReason | null;
  /** 0..1, the selection's score (null for parts removed by a rule). */
  score: number | null;
  /** Which input (of the stitched project) it comes from. */
  inputIndex: number;
  /** A short description (its words when it has speech), for the list and the exported project's clip notes. */
  description: string;
  /** Position in the output (clips by score come out in score order); null when removed. */
  order: number | null;
  /** Somebody speaks in it (a time-lapse of quiet parts leaves it at normal speed). */
  spoken?: boolean;
  /** The measured value behind the decision (the blur that removed it, the score that kept it), shown in the review. */
  measure?: DecisionMeasure | null;
  /** A kept part shortened to meet the target length ends inside its sound: its sound fades out over these seconds. */
  fadeOutS?: number;
}

export interface EditPlan {
  durationS: number;
  fps: number;
  decisions: EditDecision[];
  /** The output's length in seconds (whole frames). */
  outputS: number;
  /** The requested length could not be reached: the input has too little usable footage. */
  short: boolean;
}

export interface PlanEditInput {
  durationS: number;
  fps: number;
  /** Where each stitched input starts, in order (first is 0). */
  inputStartsS: number[];
  speech: SpeechAnalysis | null;
  pictures: PictureAnalysis;
  faces?: Interval[];
  /** The part of the stitched timeline the user chose (absent: all of it); nothing outside it is a decision. */
  range?: Interval;
  options: PlanEditOptions;
}

/** A kept part shortened inside its sound fades out over this long (no click, no half syllable at full level). */
export const TRIM_FADE_S = 0.15;

const REASON_PRIORITY: RemovalReason[] = ['covered', 'black', 'out_of_focus', 'shaky', 'frozen', 'silence', 'not_selected'];

/** Turns the understanding of an input into an edit: the rules remove parts, the selection keeps the best clips to length. */
export function planEdit(input: PlanEditInput): EditPlan {
  const { durationS, fps, options } = input;
  const words = input.speech?.words ?? [];
  const whole: Interval[] = [getChosenRange(input.range, durationS, words)];
  const removed: FlaggedInterval[] = [];

  // A bad shot that starts or ends inside a word takes the whole word: the edit never cuts inside one.
  if (options.removeBadShots) removed.push(...detectBadShots(input.pictures, undefined, input.inputStartsS).map((flag) => widenToWords(flag, words)));
  const speech = input.speech;
  if (options.removeSilence && speech) {
    // Per input: an input where somebody speaks loses its pauses; one without speech (b-roll, a drone shot) keeps its pictures.
    const silence = getSilence(speech, durationS);
    input.inputStartsS.forEach((startS, i) => {
      const range = { startS, endS: input.inputStartsS[i + 1] ?? durationS };
      if (getOverlap(range, speech.voice) < CUT_DEFAULTS.minVoiceShare * getLength(range)) return;
      removed.push(...intersectIntervals(silence, [range]).map((gap): FlaggedInterval => ({ ...gap, reason: 'silence', measure: { kind: 'pause', value: Math.round((gap.endS - gap.startS) * 10) / 10, limit: null } })));
    });
  }
  const usable = applyMinimums(subtractIntervals(whole, removed), 0, CUT_DEFAULTS.minClipS);
  // Clip edges on whole frames: the render, the exports and the decisions then agree to the frame.
  const clips = splitClips(usable, input.inputStartsS, input.pictures.sceneCuts, words)
    .map((c) => ({ ...c, startS: snapToFrame(c.startS, fps, words), endS: snapToFrame(c.endS, fps, words) }))
    .filter((c) => c.endS > c.startS);
  const scored = clips.map((clip) => ({ ...clip, score: scoreClip(getClipFeatures(clip, input), options.selection), spoken: isSpoken(clip, speech) }));
  const chosen = selectToLength(scored, options, fps, words);
  return buildDecisions(input, chosen, scored, removed, whole[0]!);
}

/** The interval, each edge that falls inside a word moved out to that word's edge. */
export function widenToWords<T extends Interval>(interval: T, words: readonly Interval[]): T {
  const atStart = words.find((w) => w.startS < interval.startS - 1e-6 && w.endS > interval.startS + 1e-6);
  const atEnd = words.find((w) => w.startS < interval.endS - 1e-6 && w.endS > interval.endS + 1e-6);
  return { ...interval, startS: atStart ? atStart.startS : interval.startS, endS: atEnd ? atEnd.endS : interval.endS };
}

const isInsideWord = (t: number, words: readonly Interval[]) => words.some((w) => w.startS < t - 1e-6 && w.endS > t + 1e-6);

/** The user's range within the timeline, its edges moved out of any word they fall in (the word stays out). */
export function getChosenRange(range: Interval | undefined, durationS: number, words: readonly Interval[]): Interval {
  const startS = Math.max(0, Math.min(range?.startS ?? 0, durationS));
  const endS = Math.max(startS, Math.min(range?.endS ?? durationS, durationS));
  const cutStart = words.find((w) => w.startS < startS - 1e-6 && w.endS > startS + 1e-6);
  const cutEnd = words.find((w) => w.startS < endS - 1e-6 && w.endS > endS + 1e-6);
  const from = cutStart ? Math.min(cutStart.endS, endS) : startS;
  return { startS: from, endS: cutEnd ? Math.max(from, cutEnd.startS) : endS };
}

/** The silent parts: everything outside speech (voice and words) widened by the margin, after min cut and min clip. */
export function getSilence(speech: SpeechAnalysis, durationS: number): Interval[] {
  const spoken = mergeIntervals([...speech.voice, ...speech.words]);
  const kept = applyMinimums(padIntervals(spoken, CUT_DEFAULTS.marginS, CUT_DEFAULTS.marginS, durationS), CUT_DEFAULTS.minCutS, CUT_DEFAULTS.minClipS);
  // The minimum clip must never drop a word: put back any padded word the minimum removed.
  const words = padIntervals(speech.words, CUT_DEFAULTS.marginS, CUT_DEFAULTS.marginS, durationS);
  return invertIntervals(mergeIntervals([...kept, ...words]), durationS);
}

interface Clip extends Interval {
  inputIndex: number;
}

/**
 * Splits usable footage at input boundaries and scene cuts (not one inside a word: the clip then holds both shots),
 * then long parts at the widest pause between words near equal pieces, so the clips are whole sentences or shots.
 */
export function splitClips(usable: readonly Interval[], inputStartsS: readonly number[], sceneCuts: readonly number[], words: readonly Interval[]): Clip[] {
  const cuts = [...inputStartsS.slice(1), ...sceneCuts.filter((t) => !isInsideWord(t, words))].sort((a, b) => a - b);
  const pieces: Interval[] = [];
  for (const part of usable) {
    let start = part.startS;
    for (const cut of cuts) {
      if (cut <= start + CUT_DEFAULTS.minClipS || cut >= part.endS - CUT_DEFAULTS.minClipS) continue;
      pieces.push({ startS: start, endS: cut });
      start = cut;
    }
    pieces.push({ startS: start, endS: part.endS });
  }
  const clips: Clip[] = [];
  for (const piece of pieces) {
    let start = piece.startS;
    // Each split is chosen for what is left (a wide pause early leaves a longer rest, split again), within a maximum clip.
    while (piece.endS - start > CUT_DEFAULTS.maxClipS + 1e-6) {
      const ideal = start + (piece.endS - start) / Math.ceil((piece.endS - start) / CUT_DEFAULTS.maxClipS);
      const end = getWidestPause(ideal, words, start + CUT_DEFAULTS.minClipS, Math.min(start + CUT_DEFAULTS.maxClipS, piece.endS - CUT_DEFAULTS.minClipS));
      if (end <= start + 1e-6) break;
      clips.push({ startS: start, endS: end, inputIndex: getInputIndex(start, inputStartsS) });
      start = end;
    }
    clips.push({ startS: start, endS: piece.endS, inputIndex: getInputIndex(start, inputStartsS) });
  }
  return clips;
}

/**
 * A split point near `ideal`, between `min` and `max`: the middle of the widest pause between words within half a
 * maximum clip of it (the end of a sentence rather than a breath), or `ideal` itself when no word is near.
 */
export function getWidestPause(ideal: number, words: readonly Interval[], min: number, max: number): number {
  const sorted = [...words].sort((a, b) => a.startS - b.startS);
  const reach = CUT_DEFAULTS.maxClipS / 2;
  const near = sorted.filter((w) => w.endS > ideal - reach && w.startS < ideal + reach);
  if (near.length === 0) return ideal;
  const pauses = sorted.slice(1).map((w, i) => ({ startS: sorted[i]!.endS, endS: w.startS }))
    .filter((p) => p.endS >= p.startS)
    .map((p) => ({ at: Math.min(max, Math.max(min, (p.startS + p.endS) / 2)), width: p.endS - p.startS }))
    .filter((p) => Math.abs(p.at - ideal) <= reach && !isInsideWord(p.at, words));
  const best = pauses.sort((a, b) => b.width - a.width || Math.abs(a.at - ideal) - Math.abs(b.at - ideal))[0];
  if (best) return best.at;
  // No pause in reach: at least not inside a word.
  const inside = sorted.find((w) => w.startS < ideal && w.endS > ideal);
  if (!inside) return ideal;
  return [inside.startS, inside.endS].filter((t) => t >= min && t <= max).sort((a, b) => Math.abs(a - ideal) - Math.abs(b - ideal))[0] ?? ideal;
}

const getInputIndex = (t: number, inputStartsS: readonly number[]) => Math.max(0, inputStartsS.findLastIndex((s) => s <= t + 1e-6));

function getClipFeatures(clip: Interval, input: PlanEditInput): ClipFeatures {
  const length = getLength(clip);
  const samples = input.pictures.samples.filter((s) => s.t >= clip.startS && s.t < clip.endS);
  const motion = samples.length ? samples.reduce((sum, s) => sum + s.motion, 0) / samples.length : 0;
  const speech = input.speech;
  let energyDb = -90;
  if (speech && speech.levelsDb.length > 0) {
    const from = Math.floor(clip.startS / speech.levelStepS);
    const to = Math.max(from + 1, Math.ceil(clip.endS / speech.levelStepS));
    const levels = speech.levelsDb.slice(from, to);
    if (levels.length) energyDb = levels.reduce((sum, v) => sum + v, 0) / levels.length;
  }
  return {
    speechShare: speech ? getOverlap(clip, speech.voice) / length : 0,
    motion,
    energyDb,
    faceShare: input.faces ? getOverlap(clip, input.faces) / length : null,
  };
}

interface ScoredClip extends Clip {
  score: number;
  spoken?: boolean;
  /** Shortened inside its sound: fade out over this long. */
  fadeOutS?: number;
}

/** Whether a part has speech (voice or a recognised word in it). */
function isSpoken(part: Interval, speech: SpeechAnalysis | null): boolean {
  if (!speech) return false;
  return getOverlap(part, mergeIntervals([...speech.voice, ...speech.words])) > 0.05;
}

interface ChosenClip extends ScoredClip {
  order: number;
}

/** A deterministic 0..1 value per clip for the random selection (FNV-1a of the seed and the clip's start). */
function seededRandom(seed: string, index: number): number {
  let hash = 2166136261;
  for (const ch of `${seed}:${index}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return (hash >>> 0) / 4294967296;
}

const toFrames = (s: number, fps: number) => Math.round(s * fps);

/** How far `t` is inside a word (0 outside any): the distance to that word's nearer edge. */
const getIntrusion = (t: number, words: readonly Interval[]) => Math.max(0, ...words.filter((w) => w.startS < t && w.endS > t).map((w) => Math.min(t - w.startS, w.endS - t)));

/**
 * The nearest frame's time, or the frame on the other side when the nearest falls inside a word; between two words
 * with no frame in their gap, the frame that enters a word least (under half a frame).
 */
function snapToFrame(t: number, fps: number, words: readonly Interval[]): number {
  const frames = [Math.round(t * fps), Math.floor(t * fps), Math.ceil(t * fps)];
  const clear = frames.find((f) => !isInsideWord(f / fps, words));
  if (clear !== undefined) return clear / fps;
  return frames.reduce((best, f) => (getIntrusion(f / fps, words) < getIntrusion(best / fps, words) ? f : best)) / fps;
}

/**
 * The clip cut to at most `maxFrames` output frames from its start, never inside a word: its end is the latest frame
 * not inside one. Null when less than the minimum clip remains. The sound fades out at the new end.
 */
export function trimClip<T extends ScoredClip>(clip: T, maxFrames: number, fps: number, words: readonly Interval[], speed = 1): (T & { fadeOutS: number }) | null {
  const minFrames = Math.max(1, toFrames(CUT_DEFAULTS.minClipS, fps));
  const startFrame = toFrames(clip.startS, fps);
  for (let frames = Math.min(maxFrames, Math.floor(toFrames(clip.endS - clip.startS, fps) / speed)); frames >= minFrames; frames--) {
    const endS = (startFrame + frames * speed) / fps;
    if (!isInsideWord(endS, words)) return { ...clip, endS, fadeOutS: Math.min(TRIM_FADE_S, endS - clip.startS) };
  }
  return null;
}

/**
 * A clip with words, shortened to at most `maxFrames` output frames by cutting only the quiet before its first word
 * and after its last (each keeps the cut margin when it can): every sentence in it stays whole. Null when the words
 * alone are too long, or the clip has none.
 */
export function fitAroundWords<T extends ScoredClip>(clip: T, maxFrames: number, fps: number, words: readonly Interval[], speed = 1): (T & { fadeOutS?: number }) | null {
  const inside = words.filter((w) => w.endS > clip.startS && w.startS < clip.endS);
  if (inside.length === 0 || maxFrames < 1) return null;
  const first = Math.min(...inside.map((w) => w.startS));
  const last = Math.max(...inside.map((w) => w.endS));
  const startFrame = toFrames(clip.startS, fps);
  const endFrame = toFrames(clip.endS, fps);
  const coreStart = Math.max(startFrame, Math.floor(first * fps));
  const coreEnd = Math.min(endFrame, Math.ceil(last * fps));
  const room = maxFrames * speed;
  if (coreEnd - coreStart > room) return null;
  // Quiet after the last word goes first, down to the margin; then quiet before the first word; then the margins.
  const margin = toFrames(CUT_DEFAULTS.marginS, fps);
  let from = startFrame;
  let to = endFrame;
  const over = () => to - from - room;
  to = Math.max(Math.min(endFrame, coreEnd + margin), to - Math.max(0, over()));
  from = Math.min(Math.max(startFrame, coreStart - margin), from + Math.max(0, over()));
  to = Math.max(coreEnd, to - Math.max(0, over()));
  from = Math.min(coreStart, from + Math.max(0, over()));
  const fitted = { ...clip, startS: from / fps, endS: to / fps };
  return to < endFrame ? { ...fitted, fadeOutS: Math.min(TRIM_FADE_S, Math.max(0, (to - coreEnd) / fps)) || undefined } : fitted;
}

/**
 * Chooses clips to fill the target length. The clips are whole sentences and shots: the best that fit go in whole
 * (random: in a seeded shuffle), or with less of the quiet around their sentences. The gap they leave is filled by shortening the best shot without speech that is
 * left; a sentence is shortened only when no whole clip fits at all (then at a word's edge, never inside a word),
 * and a shortened clip's sound fades out. All-clip selection shortens every clip by the same share, each at a
 * word's edge. Clip edges snap to frames, so the render's length is what was planned.
 */
export function selectToLength(clips: readonly ScoredClip[], options: Pick<PlanEditOptions, 'selection' | 'outputLengthS' | 'order' | 'seed' | 'speed'>, fps: number, words: readonly Interval[] = []): ChosenClip[] {
  const snapped = clips
    .map((c) => ({ ...c, startS: toFrames(c.startS, fps) / fps, endS: toFrames(c.endS, fps) / fps }))
    .filter((c) => toFrames(c.endS - c.startS, fps) >= 1);
  // Frames a clip takes in the output (fewer when it plays faster); a trimmed clip keeps `frames * speed` source frames.
  const speedOf = (c: ScoredClip) => getClipSpeed(c.spoken ?? false, options.speed);
  const outFrames = (c: ScoredClip) => getSpedFrames(toFrames(c.endS - c.startS, fps), speedOf(c));
  const totalFrames = snapped.reduce((sum, c) => sum + outFrames(c), 0);
  const targetFrames = options.outputLengthS === null ? totalFrames : Math.min(totalFrames, toFrames(options.outputLengthS, fps));
  let chosen: ScoredClip[];
  if (options.selection === 'all' && targetFrames < totalFrames) {
    // Every clip stays, each keeping its start and (up to a word's edge) the same share of its length.
    const share = targetFrames / totalFrames;
    let left = targetFrames;
    chosen = [];
    snapped.forEach((c, i) => {
      const want = i === snapped.length - 1 ? left : Math.min(left, Math.round(outFrames(c) * share));
      const trimmed = want >= outFrames(c) ? c : trimClip(c, want, fps, words, speedOf(c));
      if (!trimmed) return;
      chosen.push(trimmed);
      left -= outFrames(trimmed);
    });
  } else {
    const ranked =
      options.selection === 'random'
        ? snapped.map((c, i) => ({ c, key: seededRandom(options.seed, i) })).sort((a, b) => a.key - b.key).map((x) => x.c)
        : [...snapped].sort((a, b) => b.score - a.score || a.startS - b.startS);
    chosen = [];
    let left = targetFrames;
    for (const clip of ranked) {
      // Whole; or, for a clip longer than the room, its sentences whole with less of the quiet around them.
      const fitted = outFrames(clip) <= left ? clip : fitAroundWords(clip, left, fps, words, speedOf(clip));
      if (!fitted) continue;
      chosen.push(fitted);
      left -= outFrames(fitted);
    }
    const minFrames = Math.max(1, toFrames(CUT_DEFAULTS.minClipS, fps));
    if (left > 0 && left < minFrames) {
      // A gap under the minimum clip: the last shot without speech taken whole makes room, and is shortened instead.
      const room = [...chosen].reverse().find((c) => !c.spoken);
      if (room) {
        chosen.splice(chosen.indexOf(room), 1);
        left += outFrames(room);
      }
    }
    // The gap whole clips leave: a shot without speech, shortened; a sentence only when nothing else is in the edit.
    const rest = ranked.filter((c) => !chosen.includes(c) && (!c.spoken || chosen.length === 0));
    for (const clip of left > 0 ? rest : []) {
      const trimmed = trimClip(clip, left, fps, words, speedOf(clip));
      if (!trimmed) continue;
      chosen.push(trimmed);
      left -= outFrames(trimmed);
      break;
    }
  }
  const inOrder = options.order === 'score' ? [...chosen].sort((a, b) => b.score - a.score || a.startS - b.startS) : [...chosen].sort((a, b) => a.startS - b.startS);
  return inOrder.map((c, order) => ({ ...c, order }));
}

function describe(clip: Interval, input: PlanEditInput): string {
  const words = (input.speech?.words ?? []).filter((w) => w.startS >= clip.startS - 0.05 && w.endS <= clip.endS + 0.05).map((w) => w.text);
  if (words.length === 0) return '';
  return words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : words.join(' ');
}

function getNearestFlag(removed: readonly FlaggedInterval[], t: number): FlaggedInterval | null {
  const distance = (r: FlaggedInterval) => Math.max(0, r.startS - t, t - r.endS);
  const nearest = [...removed].sort((a, b) => distance(a) - distance(b))[0];
  return nearest && distance(nearest) < 0.1 ? nearest : null;
}

function getNearest(removed: readonly FlaggedInterval[], t: number): RemovalReason[] {
  const nearest = getNearestFlag(removed, t);
  return nearest ? [nearest.reason] : [];
}

/** The whole timeline as decisions: chosen clips kept, every other part removed with the strongest reason that applies. */
function buildDecisions(input: PlanEditInput, chosen: ChosenClip[], scored: ScoredClip[], removed: FlaggedInterval[], range: Interval): EditPlan {
  const { durationS, fps } = input;
  const byStart = [...chosen].sort((a, b) => a.startS - b.startS);
  // Only the chosen range is decided: what lies outside it is not part of the edit, not even as a removed part.
  const rest = intersectIntervals(invertIntervals(byStart, durationS), [range]);
  // Cut the rest at every reason's edge, so each removed part has exactly one reason.
  const edges = new Set<number>([...removed.flatMap((r) => [r.startS, r.endS]), ...scored.flatMap((c) => [c.startS, c.endS])]);
  const removedParts: { startS: number; endS: number; reason: RemovalReason; score: number | null; measure: DecisionMeasure | null }[] = [];
  for (const gap of rest) {
    const cuts = [gap.startS, ...[...edges].filter((e) => e > gap.startS + 1e-6 && e < gap.endS - 1e-6).sort((a, b) => a - b), gap.endS];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const part = { startS: cuts[i]!, endS: cuts[i + 1]! };
      const mid = (part.startS + part.endS) / 2;
      const flags = removed.filter((r) => r.startS <= mid && r.endS > mid);
      const reasons = flags.map((r) => r.reason);
      const clip = scored.find((c) => c.startS <= mid && c.endS > mid);
      // A sliver left by snapping a kept clip to whole frames takes the reason of the rule next to it.
      if (reasons.length === 0 && !clip) reasons.push(...getNearest(removed, mid));
      const reason = REASON_PRIORITY.find((r) => reasons.includes(r)) ?? 'not_selected';
      const score = reason === 'not_selected' ? (clip?.score ?? null) : null;
      const measure = reason === 'not_selected' ? (score === null ? null : { kind: 'score' as const, value: Math.round(score * 100) / 100, limit: null }) : (flags.find((f) => f.reason === reason)?.measure ?? getNearestFlag(removed, mid)?.measure ?? null);
      const last = removedParts[removedParts.length - 1];
      if (last && last.reason === reason && Math.abs(last.endS - part.startS) < 1e-6 && reason !== 'not_selected') last.endS = part.endS;
      else removedParts.push({ ...part, reason, score, measure });
    }
  }
  const all = [
    ...byStart.map((c) => ({ startS: c.startS, endS: c.endS, kept: true, reason: null, score: c.score, order: c.order, spoken: c.spoken ?? false, measure: { kind: 'score' as const, value: Math.round(c.score * 100) / 100, limit: null }, ...(c.fadeOutS ? { fadeOutS: Math.round(c.fadeOutS * 1000) / 1000 } : {}) })),
    ...removedParts.filter((p) => p.endS - p.startS > 1e-3).map((p) => ({ ...p, kept: false, order: null, spoken: isSpoken(p, input.speech) })),
  ].sort((a, b) => a.startS - b.startS);
  const decisions: EditDecision[] = all.map((d, id) => ({
    id,
    ...d,
    score: d.score === null ? null : Math.round(d.score * 100) / 100,
    inputIndex: getInputIndex(d.startS, input.inputStartsS),
    description: describe(d, input),
  }));
  const outputFrames = chosen.reduce((sum, c) => sum + getSpedFrames(toFrames(c.endS - c.startS, fps), getClipSpeed(c.spoken ?? false, input.options.speed)), 0);
  const targetS = input.options.outputLengthS;
  // Short: the usable footage itself is under the target (whole sentences may leave the edit a little under it).
  const availableFrames = scored.reduce((sum, c) => sum + getSpedFrames(toFrames(c.endS - c.startS, fps), getClipSpeed(c.spoken ?? false, input.options.speed)), 0);
  return { durationS, fps, decisions, outputS: outputFrames / fps, short: targetS !== null && availableFrames / fps < targetS - 1 };
}
