import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What a key does in the editor. */
export type EditorCommand =
  | 'play_toggle'
  | 'shuttle_back'
  | 'shuttle_stop'
  | 'shuttle_forward'
  | 'mark_in'
  | 'mark_out'
  | 'split'
  | 'ripple_trim_start'
  | 'ripple_trim_end'
  | 'delete'
  | 'ripple_delete'
  | 'frame_back'
  | 'frame_forward'
  | 'undo'
  | 'redo'
  | 'zoom_in'
  | 'zoom_out'
  | 'zoom_fit'
  | 'help';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The command of a key press, or null (the key is left to the browser). Letters are matched case-insensitively
 * (Caps Lock); Ctrl and Cmd are the same modifier.
 */
export function getEditorCommand(event: KeyLike): EditorCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.altKey) return null;
  if (mod) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    if (key === 'k') return 'split';
    return null;
  }
  switch (key) {
    case ' ':
      return 'play_toggle';
    case 'j':
      return 'shuttle_back';
    case 'k':
      return 'shuttle_stop';
    case 'l':
      return 'shuttle_forward';
    case 'i':
      return 'mark_in';
    case 'o':
      return 'mark_out';
    case 's':
      return 'split';
    case 'q':
      return 'ripple_trim_start';
    case 'w':
      return 'ripple_trim_end';
    case 'Delete':
    case 'Backspace':
      return event.shiftKey ? 'ripple_delete' : 'delete';
    case 'ArrowLeft':
      return 'frame_back';
    case 'ArrowRight':
      return 'frame_forward';
    case '+':
    case '=':
      return 'zoom_in';
    case '-':
    case '_':
      return 'zoom_out';
    case '\\':
      return 'zoom_fit';
    case '?':
      return 'help';
    default:
      return null;
  }
}

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
