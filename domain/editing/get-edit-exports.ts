import type { ToolDefinition } from '../catalogue/tool-definition';
import type { PlanId } from '../plans';
import { isXmlExportAllowed } from '../rules/is-export-allowed';
import { TIMELINE_FILE_NAMES, type TimelineFormat } from './build-timeline-exports';

/**
 * Which project files a plan may export: XML export (Premiere's xmeml and OpenTimelineIO) from Premium up, as the
 * plans say; the professional desktop editor's format (Final Cut Pro's FCPXML) from Pro up. Caption files are for all.
 */
export function getTimelineFormats(tool: ToolDefinition, plan: PlanId): TimelineFormat[] {
  if (!isXmlExportAllowed(tool, plan)) return [];
  return plan === 'premium' ? ['xmeml', 'otio'] : ['xmeml', 'otio', 'fcpxml'];
}

/** The whole project in one download (project files, their media, captions), offered with any project file. */
export const PROJECT_ZIP_NAME = 'project.zip';

export const hasProjectFiles = (exportNames: readonly string[]) => Object.values(TIMELINE_FILE_NAMES).some((name) => exportNames.includes(name));
