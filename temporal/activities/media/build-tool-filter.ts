import { buildSharpenFilter } from './build-sharpen-filter';

type FilterBuilder = (options: Record<string, unknown>) => string;

/** Tools whose work is one ffmpeg video filter, by tool id. New filter tools add one line here. */
const FILTER_BUILDERS: Record<string, FilterBuilder> = {
  video_sharpener: buildSharpenFilter,
};

/** The ffmpeg filter that does a tool's work, or null when the tool is not a filter tool. */
export function buildToolFilter(toolId: string, options: Record<string, unknown>): string | null {
  const builder = FILTER_BUILDERS[toolId];
  return builder ? builder(options) : null;
}
