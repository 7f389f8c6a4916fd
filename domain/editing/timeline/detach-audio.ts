import { fail, type EditResult } from './edit-error';
import { findClip } from './find-clip';
import { finishEdit } from './finish-edit';
import { makeTrack } from './make-project-doc';
import type { AudioClip, ProjectDoc } from './project-doc';
import { takeIds } from './take-ids';

export interface DetachAudioArgs {
  clipId: string;
}

/**
 * Detaches a video clip's sound: the clip keeps its picture and a linked audio clip of the same source, place, speed
 * and sound settings goes on the first audio track free at that place (a new audio track when none is). Refused with
 * `no_audio` for a clip without sound (a title, a silent file, sound already detached).
 */
export function detachAudio(doc: ProjectDoc, args: DetachAudioArgs): EditResult {
  const found = findClip(doc, args.clipId);
  if (!found) return fail({ code: 'clip_not_found', clipId: args.clipId });
  const { clip, trackIndex } = found;
  if (clip.kind !== 'video' || !clip.audio) return fail({ code: 'no_audio', clipId: clip.id });
  const ids = takeIds(doc);
  const linkId = clip.linkId ?? ids.take('l');
  const sound: AudioClip = { kind: 'audio', id: ids.take('c'), start: clip.start, duration: clip.duration, linkId, source: clip.source, in: clip.in, speed: clip.speed, audio: clip.audio };
  const end = clip.start + clip.duration;
  const free = doc.tracks.findIndex((t) => t.kind === 'audio' && t.clips.every((c) => c.start >= end || c.start + c.duration <= clip.start));
  const audioTracks = doc.tracks.filter((t) => t.kind === 'audio').length;
  const tracks = [...doc.tracks, ...(free < 0 ? [makeTrack(ids.take('tr'), 'audio', `Audio ${audioTracks + 1}`)] : [])];
  const target = free < 0 ? tracks.length - 1 : free;
  return finishEdit({
    ...doc,
    nextId: ids.nextId,
    tracks: tracks.map((t, i) => {
      if (i === trackIndex) return { ...t, clips: t.clips.map((c) => (c.id === clip.id ? { ...clip, audio: null, linkId } : c)) };
      if (i === target) return { ...t, clips: [...t.clips, sound] };
      return t;
    }),
  });
}
