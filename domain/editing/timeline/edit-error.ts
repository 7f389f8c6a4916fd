import type { ProjectDoc } from './project-doc';

/** A value, or the typed reason there is none. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A broken rule of the timeline (check-timeline.ts); an edit that would break one is refused with it. */
export type TimelineIssue =
  | { code: 'duplicate_id'; id: string }
  | { code: 'clip_kind_mismatch'; trackId: string; clipId: string }
  | { code: 'source_kind_mismatch'; clipId: string }
  | { code: 'clips_unsorted'; trackId: string }
  | { code: 'overlap'; trackId: string; clipIds: [string, string] }
  | { code: 'out_of_source_range'; clipId: string }
  | { code: 'fades_too_long'; clipId: string }
  | { code: 'keyframes_unsorted'; clipId: string; param: string }
  | { code: 'keyframe_outside_clip'; clipId: string; param: string }
  | { code: 'transition_not_adjacent'; transitionId: string }
  | { code: 'transition_too_long'; transitionId: string }
  | { code: 'transition_duplicate'; transitionId: string }
  | { code: 'transition_kind_invalid'; transitionId: string }
  | { code: 'link_invalid'; linkId: string };

/** Why an edit, or loading a document, was refused. The document is then left as it was. */
export type EditError =
  | TimelineIssue
  | { code: 'clip_not_found'; clipId: string }
  | { code: 'track_not_found'; trackId: string }
  | { code: 'transition_not_found'; transitionId: string }
  | { code: 'marker_not_found'; markerId: string }
  | { code: 'too_short'; clipId: string }
  | { code: 'track_kind_mismatch'; trackId: string; expected: string }
  | { code: 'not_adjacent'; clipId: string }
  | { code: 'not_joinable'; clipId: string; reason: 'kind' | 'source' | 'settings' }
  | { code: 'no_audio'; clipId: string }
  | { code: 'nothing_at_frame'; frame: number }
  | { code: 'invalid_argument'; field: string }
  | { code: 'invalid_document'; issues: string[] }
  | { code: 'unsupported_version'; version: unknown };

export type EditErrorCode = EditError['code'];

/** Every code, for the web app's exhaustive message record. */
export const EDIT_ERROR_CODES = [
  'duplicate_id',
  'clip_kind_mismatch',
  'source_kind_mismatch',
  'clips_unsorted',
  'overlap',
  'out_of_source_range',
  'fades_too_long',
  'keyframes_unsorted',
  'keyframe_outside_clip',
  'transition_not_adjacent',
  'transition_too_long',
  'transition_duplicate',
  'transition_kind_invalid',
  'link_invalid',
  'clip_not_found',
  'track_not_found',
  'transition_not_found',
  'marker_not_found',
  'too_short',
  'track_kind_mismatch',
  'not_adjacent',
  'not_joinable',
  'no_audio',
  'nothing_at_frame',
  'invalid_argument',
  'invalid_document',
  'unsupported_version',
] as const satisfies readonly EditErrorCode[];

/** What every edit operation returns: the new document, or why it was refused. */
export type EditResult = Result<ProjectDoc, EditError>;
