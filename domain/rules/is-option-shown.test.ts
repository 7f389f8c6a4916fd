import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import { TOOLS } from '../catalogue/tools';
import { isOptionShown } from './is-option-shown';

const shown = (id: ToolId, values: Record<string, unknown>) => {
  const tool = getTool(id);
  return tool.options.filter((option) => isOptionShown(tool.options, option, values)).map((option) => option.id);
};

describe('isOptionShown', () => {
  it.each<[ToolId, Record<string, unknown>, string[]]>([
    // Face blurring: the cover image belongs to the picture style, the user's own picture to "Your picture".
    ['face_anonymizer', {}, ['mode', 'shape', 'mask_scale']],
    ['face_anonymizer', { mode: 'blur' }, ['mode', 'shape', 'mask_scale']],
    ['face_anonymizer', { mode: 'mosaic', image: 'upload' }, ['mode', 'shape', 'mask_scale']],
    ['face_anonymizer', { mode: 'image' }, ['mode', 'shape', 'mask_scale', 'image']],
    ['face_anonymizer', { mode: 'image', image: 'star' }, ['mode', 'shape', 'mask_scale', 'image']],
    ['face_anonymizer', { mode: 'image', image: 'upload' }, ['mode', 'shape', 'mask_scale', 'image', 'cover_picture']],
    // Plate blurring has no picture style.
    ['plate_blurring', { mode: 'blur' }, ['mode', 'shape', 'mask_scale']],
    // The remover's picture belongs to the picture background.
    ['auto_video_background_remover', { background: 'transparent' }, getTool('auto_video_background_remover').options.map((o) => o.id).filter((id) => id !== 'background_image')],
    ['auto_video_background_remover', { background: 'image' }, getTool('auto_video_background_remover').options.map((o) => o.id)],
  ])('%s with %j offers %j', (id, values, ids) => {
    expect(shown(id, values)).toEqual(ids);
  });

  it('every condition names another option of the same tool and one of its values', () => {
    for (const tool of TOOLS) {
      for (const option of tool.options) {
        const when = option.shownWhen ?? (option.kind === 'image' ? option.requiredWhen : undefined);
        if (!when) continue;
        const parent = tool.options.find((candidate) => candidate.id === when.option);
        expect(parent, `${tool.id}.${option.id}`).toBeDefined();
        expect(parent!.id).not.toBe(option.id);
        if (parent!.kind === 'select') expect(parent!.values, `${tool.id}.${option.id}`).toContain(when.value);
      }
    }
  });
});
