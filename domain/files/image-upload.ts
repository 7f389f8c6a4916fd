import type { ToolId } from '../catalogue/tool-ids';
import { ACTIVE_TOOLS } from '../catalogue/tools';
import type { DomainError } from '../error-codes';

/**
 * Still images a user may upload for tools that place pictures (MotionChat's images and logo, the Background Changer's
 * and the Auto Background Remover's background, face blurring's cover picture), and website images:
 * raster types every browser and ffmpeg read. SVG is left out on purpose: it is a document that can carry scripts.
 */
export const IMAGE_UPLOAD_TYPES = [
  { type: 'image/png', extension: 'png' },
  { type: 'image/jpeg', extension: 'jpg' },
  { type: 'image/gif', extension: 'gif' },
  { type: 'image/webp', extension: 'webp' },
] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** One uploaded image's largest size: a logo or a picture for a 1080p frame needs no more. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The tools that take image uploads (every other tool's uploads are videos, probed as such). */
export const IMAGE_UPLOAD_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>([
  // MotionChat takes pictures in its chat; every other tool through a picture option of the catalogue.
  'motion_graphics',
  ...ACTIVE_TOOLS.filter((tool) => tool.options.some((option) => option.kind === 'image')).map((tool) => tool.id),
]);

/** Whether a declared type (the browser's `File.type`) is an image type we accept. */
export function isImageUploadType(type: string | null | undefined): boolean {
  const normalised = (type ?? '').split(';')[0]!.trim().toLowerCase();
  return IMAGE_UPLOAD_TYPES.some((t) => t.type === normalised || (normalised === 'image/jpg' && t.type === 'image/jpeg'));
}

/** Whether a tool takes image uploads. */
export function acceptsImageUploads(toolId: string | null | undefined): boolean {
  return toolId !== null && toolId !== undefined && IMAGE_UPLOAD_TOOLS.has(toolId as ToolId);
}

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An image's real type from its first bytes (a declared type or a file name can lie), or null when it is none of ours. */
export function detectImageType(head: Uint8Array): ImageUploadType | null {
  if (head.length >= 8 && PNG.every((byte, i) => head[i] === byte)) return IMAGE_UPLOAD_TYPES[0];
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return IMAGE_UPLOAD_TYPES[1];
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return IMAGE_UPLOAD_TYPES[2];
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return IMAGE_UPLOAD_TYPES[3];
  return null;
}

/** Whether a new image upload may start: a type we take, not empty, not over the image limit. */
export function checkImageUpload(upload: { sizeBytes: number; declaredType: string | null | undefined }): DomainError | null {
  if (!isImageUploadType(upload.declaredType)) return { code: 'image_type_unsupported' };
  if (upload.sizeBytes < 1) return { code: 'media_empty_file' };
  if (upload.sizeBytes > MAX_IMAGE_UPLOAD_BYTES) return { code: 'image_too_large', params: { maxBytes: MAX_IMAGE_UPLOAD_BYTES, maxMb: MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024 } };
  return null;
}

/** A file name ending in its image type's extension (the media server types files by extension). */
export function withImageExtension(name: string, type: ImageUploadType): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  const same = extension === type.extension || (type.extension === 'jpg' && extension === 'jpeg');
  return same ? name : `${name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'image'}.${type.extension}`;
}
