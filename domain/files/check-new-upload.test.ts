import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { checkNewUpload, type NewUpload } from './check-new-upload';

const MB = 1000 ** 2;
const base: NewUpload = { sizeBytes: 10 * MB, tool: null, plan: 'basic', maxUploadBytes: 5 * 1024 ** 3, usedBytes: 0, projectFileCount: null };

describe('checkNewUpload', () => {
  it('accepts an ordinary upload', () => {
    expect(checkNewUpload(base)).toBeNull();
  });

  it.each<[string, Partial<NewUpload>, unknown]>([
    ['an empty file', { sizeBytes: 0 }, { code: 'media_empty_file' }],
    ['a file over the tool\'s limit for the plan', { sizeBytes: 1024 ** 3 + 1, tool: getTool('video_sharpener') }, { code: 'file_too_large', params: { maxBytes: 1024 ** 3 } }],
    ['a file over the operator\'s cap', { sizeBytes: 101 * MB, maxUploadBytes: 100 * MB }, { code: 'upload_too_large', params: { maxBytes: 100 * MB } }],
    ['a file that would pass the 1 GB of the free plan', { usedBytes: 995 * MB }, { code: 'storage_limit_reached', params: { limitBytes: 1000 * MB, usedBytes: 995 * MB } }],
    ['a sixth video in a free project', { projectFileCount: 5 }, { code: 'too_many_videos', params: { max: 5 } }],
    ['a 21st video in a Pro project', { plan: 'pro', projectFileCount: 20 }, { code: 'too_many_videos', params: { max: 20 } }],
    ['a 51st video in a Business project', { plan: 'business', projectFileCount: 50 }, { code: 'too_many_videos', params: { max: 50 } }],
  ])('refuses %s', (_label, change, error) => {
    expect(checkNewUpload({ ...base, ...change })).toEqual(error);
  });

  it.each<[string, Partial<NewUpload>]>([
    ['exactly the plan\'s storage', { usedBytes: 990 * MB }],
    ['10 GB on Premium', { plan: 'premium', usedBytes: 9990 * MB }],
    ['100 GB on Business', { plan: 'business', usedBytes: 99_990 * MB }],
    ['a fifth video in a free project', { projectFileCount: 4 }],
    ['the tool\'s limit exactly', { sizeBytes: 1024 ** 3, tool: getTool('video_sharpener'), plan: 'premium' }],
  ])('allows %s', (_label, change) => {
    expect(checkNewUpload({ ...base, ...change })).toBeNull();
  });
});
