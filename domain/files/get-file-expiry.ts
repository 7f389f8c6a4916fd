/** Default time a visitor's (guest user's) files and projects are kept: 7 days. Signed-in users' files do not expire. */
export const DEFAULT_GUEST_RETENTION_MS = 7 * 24 * 3600 * 1000;

/** When a file or project is removed by retention: `retentionMs` after its creation for visitors, never otherwise. */
export function getFileExpiry(owner: { isGuest: boolean }, createdAt: Date, retentionMs: number): Date | null {
  return owner.isGuest ? new Date(createdAt.getTime() + retentionMs) : null;
}

/** The cut-off: a visitor's files created before it have expired. */
export function getGuestRetentionCutoff(now: Date, retentionMs: number): Date {
  return new Date(now.getTime() - retentionMs);
}
