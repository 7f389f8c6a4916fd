import type { DomainError } from '../error-codes';

/** Decimal gigabytes, as the plans count storage. */
const GB = 1000 ** 3;

/**
 * Bounds on disk the server promises to uploads it has accepted but not yet received. An upload declares its length
 * up front; until its last byte arrives those bytes are "reserved": the server has said yes to them.
 */
export interface UploadReservationLimits {
  /** Reserved bytes one client address may hold (many fresh visitors from one address are still one address). */
  perAddressBytes: number;
  /** Reserved bytes the whole server may hold. */
  totalBytes: number;
  /** Free space the storage disk keeps (the database and Temporal live on it too): below it, no upload starts. */
  minFreeDiskBytes: number;
}

/** The defaults: an operator changes them with UPLOAD_RESERVED_BYTES_PER_ADDRESS, UPLOAD_RESERVED_BYTES_TOTAL, MIN_FREE_DISK_BYTES. */
export const DEFAULT_UPLOAD_RESERVATION_LIMITS: Readonly<UploadReservationLimits> = {
  perAddressBytes: 2 * GB,
  totalBytes: 20 * GB,
  minFreeDiskBytes: 2 * GB,
};

/**
 * An unfinished upload stops counting against the quotas a day after it started (abandoned; retention removes a
 * visitor's, and what it wrote is on the disk the free-space floor looks at).
 */
export const UPLOAD_RESERVATION_TTL_MS = 24 * 3600 * 1000;

export interface UploadReservation {
  /** The new upload's declared length. */
  sizeBytes: number;
  /** The client address's unfinished uploads: how many, and their declared bytes. */
  addressPendingUploads: number;
  addressPendingBytes: number;
  /** Declared bytes of every unfinished upload on the server. */
  totalPendingBytes: number;
  /** Free space on the disk uploads are written to, or null where it cannot be read. */
  freeDiskBytes: number | null;
}

/**
 * Whether the server may reserve room for a new upload, or the first rule it breaks. An address's first unfinished
 * upload is never refused by the per-address quota (the operator's MAX_UPLOAD_BYTES bounds it), so one big file always
 * fits; more at once must fit in the quota. The free-space floor counts every unfinished upload as still to come
 * (bytes already received count twice until the upload finishes: it errs on the safe side).
 */
export function checkUploadReservation(upload: UploadReservation, limits: UploadReservationLimits = DEFAULT_UPLOAD_RESERVATION_LIMITS): DomainError | null {
  if (upload.addressPendingUploads > 0 && upload.addressPendingBytes + upload.sizeBytes > limits.perAddressBytes) {
    return { code: 'upload_pending_limit_reached', params: { limitBytes: limits.perAddressBytes, pendingBytes: upload.addressPendingBytes } };
  }
  if (upload.totalPendingBytes + upload.sizeBytes > limits.totalBytes) return { code: 'server_upload_capacity_reached' };
  if (upload.freeDiskBytes !== null && upload.freeDiskBytes - upload.totalPendingBytes - upload.sizeBytes < limits.minFreeDiskBytes) {
    return { code: 'server_disk_space_low' };
  }
  return null;
}
