import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_RETENTION_MS, getFileExpiry, getGuestRetentionCutoff } from './get-file-expiry';

describe('file retention', () => {
  const created = new Date('2026-11-01T12:00:00Z');

  it('keeps a visitor\'s files for 7 days by default', () => {
    expect(getFileExpiry({ isGuest: true }, created, DEFAULT_GUEST_RETENTION_MS)).toEqual(new Date('2026-11-08T12:00:00Z'));
  });

  it('never expires a signed-in user\'s files', () => {
    expect(getFileExpiry({ isGuest: false }, created, DEFAULT_GUEST_RETENTION_MS)).toBeNull();
  });

  it('puts the cut-off one period before now, so a file expires exactly at its expiry date', () => {
    const expiry = getFileExpiry({ isGuest: true }, created, 60_000)!;
    expect(getGuestRetentionCutoff(expiry, 60_000)).toEqual(created);
  });
});
