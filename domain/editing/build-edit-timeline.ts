import { getTitleSpans, type CaptionCue, type EditTitles } from './build-caption-cues';
import type { FramingPoint } from './get-framing-path';
import { getClipOutputFrames, type RenderClip } from './get-render-clips';
import type { ProjectAudioClip, ProjectLevelKey, ProjectText, ProjectTimeline } from './project-timeline';

/** The music bed's level in the render (the join's `volume`), and how far the sidechain ducks it under a voice. */
export const MUSIC_GAIN = 0.35;
export const DUCK_DB = -12;
/** The ducking compressor's attack and release (buildEditJoinJob), and pauses short enough to stay ducked through. */
const ATTACK_S = 0.02;
const RELEASE_S = 0.4;
const HOLD_GAP_S = 0.5;

export const RELINK_HINT =
  'Media paths are relative to this project file: keep the media files in the same folder (the project zip does). If your editor shows them offline, relink to that folder: Final Cut Pro: File > Relink Files; Premiere Pro: Link Media > Search; DaVinci Resolve: Relink Selected Clips.';

export interface EditTimelineInput {
  name: string;
  fps: number;
  output: { width: number; height: number };
  /** The stitched source the clips cut from, with its sound as probed. */
  source: { fileName: string; durationS: number; width: number; height: number; audio: { rate: number; channels: number } | null };
  clips: readonly RenderClip[];
  /** The render crops to the output's shape (`fill`) or fits the whole picture over a blurred copy (`fit`). */
  fit: 'fill' | 'fit';
  /** Per clip: where the crop is centred (from getFramingPath; times in source seconds from the clip's start). */
  framing?: readonly (readonly FramingPoint[])[] | null;
  /** Captions burned into the render (output times); none when they are not. */
  captions?: readonly CaptionCue[];
  titles?: EditTitles;
  /** The music bed: its file (looped under the edit) and the voice it ducks under (output-time spans). */
  music?: { fileName: string; durationS: number; audio: { rate: number; channels: number } } | null;
  speech?: readonly { startS: number; endS: number }[];
}

/** The AI video editor's render as a neutral timeline: what its project files carry. */
export function buildEditTimeline(input: EditTimelineInput): ProjectTimeline {
  const { fps } = input;
  const f = (s: number) => Math.round(s * fps);
  let at = 0;
  const clips = input.clips.map((clip, i) => {
    const frames = getClipOutputFrames(clip, fps);
    const speed = clip.speed ?? 1;
    const path = input.framing?.[i] ?? [];
    const item = {
      name: `Clip ${i + 1}`,
      mediaId: 'source',
      atFrame: at,
      frames,
      sourceStartFrame: f(clip.startS),
      speed,
      ...(clip.description ? { note: clip.description } : {}),
      fit: input.fit,
      // The path's times are source seconds: on the timeline a sped-up clip passes them `speed` times faster.
      framing: input.fit === 'fill' ? path.map((p) => ({ frame: Math.min(frames, Math.round((p.t * fps) / speed)), x: p.x, y: p.y })).filter((p, k, all) => k === 0 || p.frame > all[k - 1]!.frame) : [],
    };
    at += frames;
    return item;
  });
  const totalFrames = at;
  const texts = [...getTitleTexts(input.titles, f), ...(input.captions ?? []).map((cue): ProjectText => ({ kind: 'caption', text: cue.lines.join('\n'), atFrame: f(cue.startS), frames: Math.max(1, f(cue.endS) - f(cue.startS)) }))].filter((t) => t.atFrame < totalFrames).map((t) => ({ ...t, frames: Math.min(t.frames, totalFrames - t.atFrame) }));
  const media: ProjectTimeline['media'] = [{ id: 'source', fileName: input.source.fileName, durationS: input.source.durationS, video: { width: input.source.width, height: input.source.height }, audio: input.source.audio }];
  let music: ProjectAudioClip[] = [];
  if (input.music && totalFrames > 0) {
    media.push({ id: 'music', fileName: input.music.fileName, durationS: input.music.durationS, video: null, audio: input.music.audio });
    music = buildMusicClips(getMusicLevels(input.speech ?? [], totalFrames, fps), Math.max(1, Math.floor(input.music.durationS * fps)), totalFrames);
  }
  return { name: input.name, width: input.output.width, height: input.output.height, fps, audioRate: 48000, audioLayout: 'stereo', media, clips, texts, music, relinkHint: RELINK_HINT };
}

/** The titles as the burned-in script shows them (buildTitleEvents): the opening title, then the lower third. */
function getTitleTexts(titles: EditTitles | undefined, f: (s: number) => number): ProjectText[] {
  const title = titles?.title?.trim() ?? '';
  const lowerThird = titles?.lowerThird?.trim() ?? '';
  const spans = getTitleSpans({ title, lowerThird });
  const texts: ProjectText[] = [];
  if (spans.title) texts.push({ kind: 'title', text: title, atFrame: f(spans.title[0]), frames: f(spans.title[1]) - f(spans.title[0]) });
  if (spans.lowerThird) texts.push({ kind: 'lower_third', text: lowerThird, atFrame: f(spans.lowerThird[0]), frames: f(spans.lowerThird[1]) - f(spans.lowerThird[0]) });
  return texts;
}

/**
 * The music's level over the whole edit (timeline frames): the bed's gain, ducked under speech with the compressor's
 * attack and release; pauses shorter than half a second stay ducked, as the release keeps them.
 */
export function getMusicLevels(speech: readonly { startS: number; endS: number }[], totalFrames: number, fps: number): ProjectLevelKey[] {
  const base = Math.round(20 * Math.log10(MUSIC_GAIN) * 10) / 10;
  const ducked = base + DUCK_DB;
  const spans: { startS: number; endS: number }[] = [];
  for (const s of [...speech].sort((a, b) => a.startS - b.startS)) {
    const last = spans[spans.length - 1];
    if (last && s.startS - last.endS <= HOLD_GAP_S) last.endS = Math.max(last.endS, s.endS);
    else spans.push({ startS: s.startS, endS: s.endS });
  }
  const keys: ProjectLevelKey[] = [{ frame: 0, db: base }];
  // Each ramp spans at least a frame: the level before it and after it never share a key.
  const add = (frame: number, db: number) => {
    const at = Math.min(totalFrames, Math.max(0, frame));
    const last = keys[keys.length - 1]!;
    if (at > last.frame) keys.push({ frame: at, db });
    else if (at === last.frame && keys.length === 1) last.db = db;
  };
  for (const span of spans) {
    const start = Math.floor(span.startS * fps);
    const end = Math.round(span.endS * fps);
    add(start, base);
    add(Math.max(start + 1, Math.round((span.startS + ATTACK_S) * fps)), ducked);
    add(end, ducked);
    add(Math.max(end + 1, Math.round((span.endS + RELEASE_S) * fps)), base);
  }
  return keys.length === 1 ? keys : keys.filter((k, i) => i === 0 || i === keys.length - 1 || k.db !== keys[i - 1]!.db || k.db !== keys[i + 1]!.db);
}

/** The loop repeated back to back under the edit, each repeat with the levels over its span. */
function buildMusicClips(levels: readonly ProjectLevelKey[], loopFrames: number, totalFrames: number): ProjectAudioClip[] {
  const clips: ProjectAudioClip[] = [];
  const levelAt = (frame: number) => {
    const next = levels.findIndex((k) => k.frame >= frame);
    if (next === -1) return levels[levels.length - 1]!.db;
    if (next === 0 || levels[next]!.frame === frame) return levels[next]!.db;
    const [a, b] = [levels[next - 1]!, levels[next]!];
    return Math.round((a.db + ((b.db - a.db) * (frame - a.frame)) / (b.frame - a.frame)) * 10) / 10;
  };
  for (let at = 0, n = 1; at < totalFrames; at += loopFrames, n++) {
    const frames = Math.min(loopFrames, totalFrames - at);
    const inside = levels.filter((k) => k.frame > at && k.frame < at + frames).map((k) => ({ frame: k.frame - at, db: k.db }));
    const first = { frame: 0, db: levelAt(at) };
    const last = { frame: frames, db: levelAt(at + frames) };
    const keys = inside.length === 0 && first.db === last.db ? [first] : [first, ...inside, last];
    clips.push({ name: `Music ${n}`, mediaId: 'music', atFrame: at, frames, sourceStartFrame: 0, levels: keys });
  }
  return clips;
}
