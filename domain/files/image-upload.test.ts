import { describe, expect, it } from 'vitest';
import { acceptsImageUploads, checkImageUpload, detectImageType, isImageUploadType, MAX_IMAGE_UPLOAD_BYTES, withImageExtension } from './image-upload';

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('image uploads', () => {
  it('accepts PNG, JPEG, GIF and WebP as declared types, not SVG, videos or nothing', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'IMAGE/PNG', 'image/gif', 'image/webp']) expect(isImageUploadType(type), type).toBe(true);
    for (const type of ['image/svg+xml', 'video/mp4', 'text/html', '', null, undefined]) expect(isImageUploadType(type), String(type)).toBe(false);
  });

  it('tells the real type from the first bytes, whatever the name or declared type says', () => {
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))?.type).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.type).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', 1))?.type).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))?.type).toBe('image/webp');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'AVI LIST'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes(0, 0, 0, 0x18, 'ftypmp42'))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });

  it('refuses an unsupported type, an empty file and one over 5 MiB, with the limit for the message', () => {
    expect(checkImageUpload({ sizeBytes: 1000, declaredType: 'image/png' })).toBeNull();
    expect(checkImageUpload({ sizeBytes: MAX_IMAGE_UPLOAD_BYTES, declaredType: 'image/webp' })).toBeNull();
    expect(checkImageUpload({ sizeBytes: MAX_IMAGE_UPLOAD_BYTES + 1, declaredType: 'image/png' })).toEqual({ code: 'image_too_large', params: { maxBytes: MAX_IMAGE_UPLOAD_BYTES, maxMb: 5 } });
    expect(checkImageUpload({ sizeBytes: 0, declaredType: 'image/png' })).toEqual({ code: 'media_empty_file' });
    expect(checkImageUpload({ sizeBytes: 1000, declaredType: 'image/svg+xml' })).toEqual({ code: 'image_type_unsupported' });
  });

  it('only tools that place pictures take image uploads', () => {
    expect(acceptsImageUploads('motion_graphics')).toBe(true);
    expect(acceptsImageUploads('auto_video_background_remover')).toBe(true);
    expect(acceptsImageUploads('video_background_remover')).toBe(true);
    expect(acceptsImageUploads('face_anonymizer')).toBe(true);
    expect(acceptsImageUploads('video_sharpener')).toBe(false);
    expect(acceptsImageUploads(null)).toBe(false);
  });

  it('names a file with its real type\'s extension', () => {
    expect(withImageExtension('logo.png', { type: 'image/png', extension: 'png' })).toBe('logo.png');
    expect(withImageExtension('photo.jpeg', { type: 'image/jpeg', extension: 'jpg' })).toBe('photo.jpeg');
    expect(withImageExtension('logo.png', { type: 'image/jpeg', extension: 'jpg' })).toBe('logo.jpg');
    expect(withImageExtension('brand', { type: 'image/webp', extension: 'webp' })).toBe('brand.webp');
  });
});
