/**
 * An image upload chosen as a tool option (the background changer's background image), as the server stores it once
 * it has checked that the file is the viewer's own ready image: its id (to show the choice again) and its storage key
 * (what the render reads).
 */
export interface ChosenImage {
  fileId: string;
  key: string;
}

const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 300;

/** Whether a value is a checked image choice. */
export function isChosenImage(value: unknown): value is ChosenImage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { fileId, key, ...rest } = value as Record<string, unknown>;
  return isShortText(fileId) && isShortText(key) && Object.keys(rest).length === 0;
}

/** The file id a client sent for an image option (a bare id, or the stored choice sent back), or null for none. */
export function getRequestedImageId(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'string' && value.length > 0 && value.length <= 100) return value;
  if (typeof value === 'object' && !Array.isArray(value) && typeof (value as { fileId?: unknown }).fileId === 'string') return getRequestedImageId((value as { fileId: string }).fileId);
  return undefined;
}
