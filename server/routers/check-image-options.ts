import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getRequestedImageId, type ChosenImage } from '../../domain/files/chosen-image';
import { DomainTRPCError } from '../trpc';
import { getOwnedImage } from './files-router';

/**
 * A tool's image options as the browser sent them (a file id, or the stored choice sent back), checked: each must be
 * the viewer's own ready image upload, and becomes `{ fileId, key }` with the key read from the database (a key the
 * browser sent is never used). Other options pass through untouched for validateOptions.
 */
export async function checkImageOptions(ctx: Parameters<typeof getOwnedImage>[0], tool: ToolDefinition, options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const checked = { ...options };
  for (const option of tool.options) {
    if (option.kind !== 'image' || options[option.id] === undefined) continue;
    const fileId = getRequestedImageId(options[option.id]);
    if (fileId === undefined) throw new DomainTRPCError('BAD_REQUEST', 'option_invalid', { option: option.id, reason: 'not_an_image_id' });
    checked[option.id] = fileId === null ? null : ({ fileId, key: (await getOwnedImage(ctx, fileId)).storageKey } satisfies ChosenImage);
  }
  return checked;
}
