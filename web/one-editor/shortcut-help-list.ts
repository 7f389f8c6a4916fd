import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The help panel's list: keys as printed on the keyboard, and what they do. */
export const SHORTCUT_HELP: { keys: string; label: MessageDescriptor }[] = [
  { keys: 'Space', label: msg`Play or pause` },
  { keys: 'J / K / L', label: msg`Play backwards, stop, play forwards (press again to go faster)` },
  { keys: '← / →', label: msg`One frame back or forward` },
  { keys: 'I / O', label: msg`Mark in and out` },
  { keys: 'S, Ctrl+K', label: msg`Split at the playhead` },
  { keys: 'Q / W', label: msg`Delete from the previous cut to the playhead, or from the playhead to the next cut` },
  { keys: 'Delete', label: msg`Delete the selected clips, leaving a gap` },
  { keys: 'Shift+Delete', label: msg`Delete the selected clips and close the gap` },
  { keys: 'Ctrl+Z / Ctrl+Shift+Z', label: msg`Undo, redo` },
  { keys: '+ / -', label: msg`Zoom in, zoom out` },
  { keys: '\\', label: msg`Zoom to fit the whole project` },
  { keys: '?', label: msg`Show or hide this list` },
];
