import { describe, expect, it } from 'vitest';
import { fitHistoryToSize } from './fit-history-to-size';
import { testProject, track, videoClip } from './make-test-project';
import type { EditHistory } from './edit-history';

const docOf = (clips: number) => testProject([track('v', 'video', Array.from({ length: clips }, (_, i) => videoClip(`c${i}`, i * 10, 10)))]);
const bytes = (value: unknown) => JSON.stringify(value).length;

describe('fitHistoryToSize', () => {
  const past = [docOf(1), docOf(2), docOf(3), docOf(4)];
  const present = docOf(5);
  const future = [docOf(6), docOf(7)];
  const history: EditHistory = { past, present, future, limit: 100 };

  it('keeps a history that fits as it is', () => {
    expect(fitHistoryToSize(history, 1024 * 1024)).toBe(history);
  });

  it('drops the oldest undo and the furthest redo steps first, and always keeps the present', () => {
    const room = 2 * bytes(present) + 1024 + bytes(docOf(4)) + 1 + bytes(docOf(6)) + 1 + bytes(docOf(3)) + 1;
    const fitted = fitHistoryToSize(history, room);
    expect(fitted.present).toBe(present);
    expect(fitted.past).toEqual([docOf(3), docOf(4)]);
    expect(fitted.future).toEqual([docOf(6)]);
    expect(bytes(fitted) + bytes(present)).toBeLessThan(room);
  });

  it('keeps only the present when nothing else fits', () => {
    expect(fitHistoryToSize(history, 10)).toEqual({ ...history, past: [], future: [] });
  });

  it('fits a 300-clip project’s history of 100 steps within the save limit', () => {
    const big = docOf(300);
    const fitted = fitHistoryToSize({ past: Array.from({ length: 100 }, () => big), present: big, future: [], limit: 100 });
    const size = bytes({ doc: big, history: fitted });
    expect(size).toBeLessThan(8 * 1024 * 1024);
    expect(fitted.past.length).toBeGreaterThan(10);
  });
});
