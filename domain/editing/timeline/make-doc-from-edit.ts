import type { PlanId } from '../../plans';
import type { RenderClip } from '../get-render-clips';
import type { EditorFile } from './editor-contract';
import { getFileFrames } from './check-editor-export';
import { getProjectSize } from './make-doc-from-files';
import { getRationalRate } from './get-rational-rate';
import { makeVideoClip } from './make-clip';
import { makeProjectDoc } from './make-project-doc';
import type { ProjectDoc, VideoClip } from './project-doc';
import { parseProjectDoc } from './parse-project-doc';
import { rationalToNumber } from './rational';

/**
 * The AI video editor's cuts (its render clips after the user's toggles, in output order) as an editable timeline:
 * one clip per cut of the source file, end to end on the video track with the source's sound, so each cut can be
 * trimmed, moved or removed. Speeds other than 1 (time-lapse parts) and the cuts' sound fades are kept. null when the
 * cuts do not fit the file (the caller then opens the flattened output instead).
 */
export function makeDocFromEdit(input: { name: string; plan: PlanId; file: EditorFile; clips: readonly RenderClip[] }): ProjectDoc | null {
  const { file } = input;
  if (!file.source.hasVideo || input.clips.length === 0) return null;
  const rate = file.source.rate;
  const doc = makeProjectDoc({ name: input.name, frameRate: rate, size: getProjectSize(file, input.plan) });
  const fps = rationalToNumber(rate);
  const frames = file.source.frames ?? getFileFrames(file.durationS, rate);
  let start = 0;
  let next = doc.nextId;
  const clips: VideoClip[] = [];
  for (const cut of input.clips) {
    const sourceIn = Math.max(0, Math.round(cut.startS * fps));
    const sourceOut = Math.min(frames, Math.round(cut.endS * fps));
    if (sourceOut <= sourceIn) continue;
    const ratio = cut.speed && cut.speed !== 1 ? getRationalRate(cut.speed) : { num: 1, den: 1 };
    // Whole timeline frames at this speed: the clip may end a frame early rather than past the source.
    const duration = Math.max(1, Math.floor(((sourceOut - sourceIn) * ratio.den) / ratio.num));
    const clip = makeVideoClip({ id: `c${next++}`, start, duration, in: sourceIn, source: file.source });
    const fadeOut = cut.fadeOutS ? Math.min(duration, Math.round(cut.fadeOutS * fps)) : 0;
    clips.push({
      ...clip,
      speed: { ratio, keepPitch: true },
      audio: clip.audio ? { ...clip.audio, fadeOut } : null,
    });
    start += duration;
  }
  const tracks = doc.tracks.map((t) => (t.id === 'tr1' ? { ...t, clips } : t));
  const parsed = parseProjectDoc({ ...doc, tracks, nextId: next });
  return parsed.ok ? parsed.value : null;
}
