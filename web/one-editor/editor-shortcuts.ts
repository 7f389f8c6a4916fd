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
