import { describe, expect, it } from 'vitest';
import { checkUploadReservation, DEFAULT_UPLOAD_RESERVATION_LIMITS, type UploadReservation, type UploadReservationLimits } from './check-upload-reservation';

const MB = 1000 ** 2;
const GB = 1000 ** 3;
const nothingPending: UploadReservation = { sizeBytes: 999 * MB, addressPendingUploads: 0, addressPendingBytes: 0, totalPendingBytes: 0, freeDiskBytes: 100 * GB };
const limits: UploadReservationLimits = { perAddressBytes: 2 * GB, totalBytes: 20 * GB, minFreeDiskBytes: 2 * GB };

describe('checkUploadReservation', () => {
  it('has the defaults the configuration documents', () => {
    expect(DEFAULT_UPLOAD_RESERVATION_LIMITS).toEqual(limits);
  });

  it.each<[string, Partial<UploadReservation>]>([
    ['a first upload', {}],
    ['an address\'s first upload, however big (MAX_UPLOAD_BYTES bounds it)', { sizeBytes: 5 * GB }],
    ['a second upload that fits in the address\'s quota', { addressPendingUploads: 1, addressPendingBytes: 999 * MB }],
    ['exactly the address\'s quota', { sizeBytes: GB, addressPendingUploads: 1, addressPendingBytes: GB }],
    ['exactly the server\'s total', { totalPendingBytes: 19 * GB, sizeBytes: GB }],
    ['exactly the free-space floor', { freeDiskBytes: 3 * GB + 999 * MB, totalPendingBytes: GB }],
    ['a disk whose free space cannot be read', { freeDiskBytes: null }],
  ])('accepts %s', (_label, change) => {
    expect(checkUploadReservation({ ...nothingPending, ...change }, limits)).toBeNull();
  });

  it.each<[string, Partial<UploadReservation>, unknown]>([
    // The probe: five fresh visitors from one address each declared 999 MB; the third is refused.
    ['a third 999 MB upload from one address', { addressPendingUploads: 2, addressPendingBytes: 1998 * MB }, { code: 'upload_pending_limit_reached', params: { limitBytes: 2 * GB, pendingBytes: 1998 * MB } }],
    ['a second upload past the address\'s quota', { sizeBytes: 1500 * MB, addressPendingUploads: 1, addressPendingBytes: 600 * MB }, { code: 'upload_pending_limit_reached', params: { limitBytes: 2 * GB, pendingBytes: 600 * MB } }],
    ['an upload past the server\'s total', { totalPendingBytes: 19.5 * GB }, { code: 'server_upload_capacity_reached' }],
    ['an upload that would leave less than the floor free', { freeDiskBytes: 2.5 * GB }, { code: 'server_disk_space_low' }],
    ['an upload that fits only if the others never arrive', { freeDiskBytes: 5 * GB, totalPendingBytes: 2.5 * GB }, { code: 'server_disk_space_low' }],
    ['any upload on a disk already under the floor', { sizeBytes: 1, freeDiskBytes: GB }, { code: 'server_disk_space_low' }],
  ])('refuses %s', (_label, change, error) => {
    expect(checkUploadReservation({ ...nothingPending, ...change }, limits)).toEqual(error);
  });

  it('names the address\'s quota before the server\'s limits', () => {
    const everythingFull = { sizeBytes: GB, addressPendingUploads: 3, addressPendingBytes: 3 * GB, totalPendingBytes: 20 * GB, freeDiskBytes: GB };
    expect(checkUploadReservation(everythingFull, limits)?.code).toBe('upload_pending_limit_reached');
    expect(checkUploadReservation({ ...everythingFull, addressPendingUploads: 0, addressPendingBytes: 0 }, limits)?.code).toBe('server_upload_capacity_reached');
  });
});
