import { describe, expect, it } from 'vitest';
import { getEditorCommand, type EditorCommand } from './editor-shortcuts';

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean; alt?: boolean } = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('getEditorCommand', () => {
  it.each<[string, ReturnType<typeof key>, EditorCommand | null]>([
    ['space plays', key(' '), 'play_toggle'],
    ['J', key('j'), 'shuttle_back'],
    ['K', key('k'), 'shuttle_stop'],
    ['L with Caps Lock', key('L'), 'shuttle_forward'],
    ['I', key('i'), 'mark_in'],
    ['O', key('o'), 'mark_out'],
    ['S splits', key('s'), 'split'],
    ['Ctrl-K splits', key('k', { ctrl: true }), 'split'],
    ['Cmd-K splits', key('k', { meta: true }), 'split'],
    ['Q', key('q'), 'ripple_trim_start'],
    ['W', key('w'), 'ripple_trim_end'],
    ['Delete lifts', key('Delete'), 'delete'],
    ['Shift-Delete ripples', key('Delete', { shift: true }), 'ripple_delete'],
    ['Backspace lifts', key('Backspace'), 'delete'],
    ['left arrow', key('ArrowLeft'), 'frame_back'],
    ['right arrow', key('ArrowRight'), 'frame_forward'],
    ['Ctrl-Z', key('z', { ctrl: true }), 'undo'],
    ['Ctrl-Shift-Z', key('Z', { ctrl: true, shift: true }), 'redo'],
    ['Ctrl-Y', key('y', { ctrl: true }), 'redo'],
    ['+', key('+'), 'zoom_in'],
    ['= (+ without Shift)', key('='), 'zoom_in'],
    ['-', key('-'), 'zoom_out'],
    ['backslash fits', key('\\'), 'zoom_fit'],
    ['?', key('?', { shift: true }), 'help'],
    ['Ctrl-S is the browser’s', key('s', { ctrl: true }), null],
    ['Alt-S is left alone', key('s', { alt: true }), null],
    ['other letters', key('x'), null],
  ])('%s', (_, event, command) => {
    expect(getEditorCommand(event)).toBe(command);
  });
});
