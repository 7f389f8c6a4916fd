import type { TimelineIssue } from './edit-error';
import { getSourceOut } from './get-source-frame';
import type { Animated, Clip, ProjectDoc, Track } from './project-doc';

const end = (clip: Clip) => clip.start + clip.duration;

/** The animated values of a clip, by name (`transform.x`, `audio.volume`). */
export function getAnimatedParams(clip: Clip): [string, Animated][] {
  const params: [string, Animated][] = [];
  if (clip.kind === 'video') for (const [key, param] of Object.entries(clip.transform)) params.push([`transform.${key}`, param]);
  if (clip.kind !== 'text' && clip.audio) params.push(['audio.volume', clip.audio.volume]);
  return params;
}

function checkClip(clip: Clip, doc: ProjectDoc, issues: TimelineIssue[]) {
  const clipId = clip.id;
  if (clip.kind !== 'text') {
    const { source } = clip;
    if ((clip.kind === 'video' && !source.hasVideo) || (clip.audio && !source.hasAudio)) issues.push({ code: 'source_kind_mismatch', clipId });
    if (clip.in < 0 || (source.frames !== null && getSourceOut(clip, doc.frameRate) > source.frames)) issues.push({ code: 'out_of_source_range', clipId });
  }
  const heads: [number, number][] = [];
  if (clip.kind === 'video') heads.push([clip.fadeIn, clip.fadeOut]);
  if (clip.kind !== 'text' && clip.audio) heads.push([clip.audio.fadeIn, clip.audio.fadeOut]);
  if (clip.kind === 'text') heads.push([clip.animationIn.duration, clip.animationOut.duration]);
  if (heads.some(([head, tail]) => head + tail > clip.duration)) issues.push({ code: 'fades_too_long', clipId });
  for (const [param, { keyframes }] of getAnimatedParams(clip)) {
    if (keyframes.some((k, i) => i > 0 && k.frame <= keyframes[i - 1]!.frame)) issues.push({ code: 'keyframes_unsorted', clipId, param });
    if (keyframes.some((k) => k.frame < 0 || k.frame >= clip.duration)) issues.push({ code: 'keyframe_outside_clip', clipId, param });
  }
}

function checkTrack(track: Track, doc: ProjectDoc, issues: TimelineIssue[]) {
  const trackId = track.id;
  for (const clip of track.clips) {
    if (clip.kind !== track.kind) issues.push({ code: 'clip_kind_mismatch', trackId, clipId: clip.id });
    checkClip(clip, doc, issues);
  }
  if (track.clips.some((clip, i) => i > 0 && clip.start < track.clips[i - 1]!.start)) issues.push({ code: 'clips_unsorted', trackId });
  const sorted = [...track.clips].sort((a, b) => a.start - b.start);
  sorted.forEach((clip, i) => {
    const previous = sorted[i - 1];
    if (previous && clip.start < end(previous)) issues.push({ code: 'overlap', trackId, clipIds: [previous.id, clip.id] });
  });

  const byId = new Map(track.clips.map((clip) => [clip.id, clip]));
  const seen = new Set<string>();
  for (const transition of track.transitions) {
    const transitionId = transition.id;
    const from = byId.get(transition.fromClipId);
    const to = byId.get(transition.toClipId);
    if (!from || !to || end(from) !== to.start) {
      issues.push({ code: 'transition_not_adjacent', transitionId });
      continue;
    }
    if (seen.has(`from:${from.id}`) || seen.has(`to:${to.id}`)) issues.push({ code: 'transition_duplicate', transitionId });
    seen.add(`from:${from.id}`).add(`to:${to.id}`);
    const allowed = track.kind === 'video' || (track.kind === 'audio' && transition.kind !== 'wipe');
    if (!allowed || (transition.kind === 'wipe') !== (transition.direction !== null)) issues.push({ code: 'transition_kind_invalid', transitionId });
    // Centred on the cut, two transitions each no longer than the clip between them never overlap inside it.
    if (transition.duration > from.duration || transition.duration > to.duration) issues.push({ code: 'transition_too_long', transitionId });
  }
}

/**
 * Every rule of the timeline a document breaks (empty when it holds): unique ids; clips of the track's kind, sorted,
 * never overlapping, inside their source when its length is known; fades and animations within their clip;
 * keyframes sorted and inside their clip; transitions only across the cut of two adjacent clips, one per cut, no
 * longer than either clip; links joining at least two clips.
 */
export function checkTimeline(doc: ProjectDoc): TimelineIssue[] {
  const issues: TimelineIssue[] = [];
  const ids = new Set<string>();
  const claim = (id: string) => {
    if (ids.has(id)) issues.push({ code: 'duplicate_id', id });
    ids.add(id);
  };
  for (const track of doc.tracks) {
    claim(track.id);
    track.clips.forEach((clip) => claim(clip.id));
    track.transitions.forEach((transition) => claim(transition.id));
  }
  doc.markers.forEach((marker) => claim(marker.id));
  for (const track of doc.tracks) checkTrack(track, doc, issues);
  const links = new Map<string, number>();
  for (const track of doc.tracks) for (const clip of track.clips) if (clip.linkId) links.set(clip.linkId, (links.get(clip.linkId) ?? 0) + 1);
  for (const [linkId, count] of links) if (count < 2) issues.push({ code: 'link_invalid', linkId });
  return issues;
}
