import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EditErrorCode } from '../../domain/editing/timeline/edit-error';

const NOT_MADE = msg`That edit could not be made; the project is unchanged.`;
const WRONG_TRACK = msg`This clip cannot go on that kind of track.`;
const TRANSITION = msg`The transition does not fit between these clips.`;
const NOT_JOINABLE = msg`These clips cannot be joined.`;

/**
 * Why the editor refused an edit, for every code of domain/editing/timeline/edit-error.ts (exhaustive: a new code
 * without a message fails the type check). Rules a user cannot break from the page share one message.
 */
export const EDIT_ERROR_MESSAGES: Record<EditErrorCode, MessageDescriptor> = {
  overlap: msg`Clips cannot overlap on a track. Make room first.`,
  out_of_source_range: msg`A clip cannot go past the start or end of its file.`,
  too_short: msg`A clip must keep at least one frame.`,
  nothing_at_frame: msg`There is no clip or cut there.`,
  fades_too_long: msg`Fades cannot be longer than the clip.`,
  no_audio: msg`This clip has no sound.`,
  invalid_argument: msg`That value is not allowed here.`,
  unsupported_version: msg`This project was saved by a newer version of the editor.`,
  track_kind_mismatch: WRONG_TRACK,
  clip_kind_mismatch: WRONG_TRACK,
  source_kind_mismatch: WRONG_TRACK,
  transition_not_adjacent: TRANSITION,
  transition_too_long: TRANSITION,
  transition_duplicate: TRANSITION,
  transition_kind_invalid: TRANSITION,
  not_adjacent: NOT_JOINABLE,
  not_joinable: NOT_JOINABLE,
  duplicate_id: NOT_MADE,
  clips_unsorted: NOT_MADE,
  keyframes_unsorted: NOT_MADE,
  keyframe_outside_clip: NOT_MADE,
  link_invalid: NOT_MADE,
  clip_not_found: NOT_MADE,
  track_not_found: NOT_MADE,
  transition_not_found: NOT_MADE,
  marker_not_found: NOT_MADE,
  invalid_document: NOT_MADE,
};
