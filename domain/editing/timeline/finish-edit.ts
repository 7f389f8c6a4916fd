import { checkTimeline } from './check-timeline';
import { fail, ok, type EditResult } from './edit-error';
import type { ProjectDoc, Track } from './project-doc';
import { projectDocSchema } from './project-doc-schema';
import { parseWith } from './schema';

const tidyTrack = (track: Track): Track => {
  const clips = [...track.clips].sort((a, b) => a.start - b.start);
  const byId = new Map(clips.map((clip) => [clip.id, clip]));
  const transitions = track.transitions.filter((t) => {
    const from = byId.get(t.fromClipId);
    const to = byId.get(t.toClipId);
    return from && to && from.start + from.duration === to.start;
  });
  return { ...track, clips, transitions };
};

/**
 * The last step of every edit: sorts clips, drops transitions whose clips no longer meet, unlinks a clip left alone
 * in its link, then checks the result against the schema and the timeline's rules. A document that breaks one is
 * refused with the first rule it breaks (the edit's typed error), so no edit ever returns a corrupt document.
 */
export function finishEdit(candidate: ProjectDoc): EditResult {
  const tracks = candidate.tracks.map(tidyTrack);
  const linkCounts = new Map<string, number>();
  for (const track of tracks) for (const clip of track.clips) if (clip.linkId) linkCounts.set(clip.linkId, (linkCounts.get(clip.linkId) ?? 0) + 1);
  const doc: ProjectDoc = {
    ...candidate,
    tracks: tracks.map((track) => ({
      ...track,
      clips: track.clips.map((clip) => (clip.linkId && linkCounts.get(clip.linkId)! < 2 ? { ...clip, linkId: null } : clip)),
    })),
  };
  const parsed = parseWith(projectDocSchema, doc);
  if (!parsed.ok) return fail({ code: 'invalid_document', issues: parsed.issues });
  const [issue] = checkTimeline(doc);
  return issue ? fail(issue) : ok(doc);
}
