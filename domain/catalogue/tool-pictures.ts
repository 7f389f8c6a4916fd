import type { ToolId } from './tool-ids';

/**
 * How a tool's demo picture is made at build time (scripts/make-tool-pictures.ts): a short clip of a real photo (one of
 * Debian opencv-doc's samples), made `soft` (blurred), `dark` or `small` where that is what the tool mends, rendered by
 * the tool's own effect with these options; the picture is the clip's frame before (left half) and after (right half).
 */
export interface ToolPictureRecipe {
  photo: string;
  options: Record<string, unknown>;
  /** What the demo clip's picture suffers from, for the tool to mend. */
  flaw: 'soft' | 'dark' | 'small' | null;
}

/** The tools with a demo picture: those whose result a single still shows (not motion, not sound). */
export const TOOL_PICTURES: Readonly<Partial<Record<ToolId, ToolPictureRecipe>>> = {
  video_sharpener: { photo: 'building.jpg', options: { strength: 8, method: 'unsharp' }, flaw: 'soft' },
  video_lightener: { photo: 'fruits.jpg', options: { strength: 6 }, flaw: 'dark' },
  auto_video_background_remover: { photo: 'messi5.jpg', options: { background: 'solid', color: 'blue', format: 'webm' }, flaw: null },
  video_enhancer: { photo: 'baboon.jpg', options: { scale: '2x' }, flaw: 'small' },
};

/** Where the web app finds a tool's demo picture (generated into the built app, not kept in git). */
export function getToolPicturePath(toolId: ToolId): string | null {
  return TOOL_PICTURES[toolId] ? `/tool-pictures/${toolId}.jpg` : null;
}
