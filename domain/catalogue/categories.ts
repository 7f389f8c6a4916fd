import type { CategoryId } from './tool-definition';
import type { ActiveToolId } from './tool-ids';

export interface CategoryDefinition {
  id: CategoryId;
  value: CategoryId;
  urlPath: string;
  label: string;
  description: string;
  /** Active tools listed on the category's dashboard page (deprecated tools are not listed). */
  tools: readonly ActiveToolId[];
}

/**
 * The four dashboard categories. The spec names them and their routes but not their tool lists; the lists follow
 * the spec's order of tool values (cut, create, transform, enhance), with the summarizer under Cut (clips by keyword).
 */
export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: 'cut',
    value: 'cut',
    urlPath: '/dashboard/cut',
    label: 'Cut',
    description: 'Edit, trim, summarize and find the clips that matter.',
    tools: ['highlight_video_maker', 'one_editor', 'video_summarizer_chat'],
  },
  {
    id: 'create',
    value: 'create',
    urlPath: '/dashboard/create',
    label: 'Create',
    description: 'Generate new videos from a prompt.',
    tools: ['motion_graphics'],
  },
  {
    id: 'transform',
    value: 'transform',
    urlPath: '/dashboard/transform',
    label: 'Transform',
    description: 'Change backgrounds and anonymize faces, plates and voices.',
    tools: ['video_background_remover', 'auto_video_background_remover', 'face_anonymizer', 'plate_blurring', 'voice_redaction'],
  },
  {
    id: 'enhance',
    value: 'enhance',
    urlPath: '/dashboard/enhance',
    label: 'Enhance',
    description: 'Upscale, sharpen, brighten, stabilize, slow down and clean up audio.',
    tools: [
      'video_enhancer', 'face_enhancer', 'video_sharpener', 'video_lightener', 'video_stabilizer', 'slow_mo',
      'video_background_noise_remover',
    ],
  },
];

/** The category's definition. */
export function getCategory(id: CategoryId): CategoryDefinition {
  const category = CATEGORIES.find((candidate) => candidate.id === id);
  if (category === undefined) throw new Error(`Unknown category: ${String(id)}`);
  return category;
}
