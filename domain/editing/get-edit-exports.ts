import type { ToolDefinition } from '../catalogue/tool-definition';
import type { PlanId } from '../plans';
import { isXmlExportAllowed } from '../rules/is-export-allowed';
import type { TimelineFormat } from './build-timeline-exports';

/**
 * Which project files a plan may export: XML export (Premiere's xmeml and OpenTimelineIO) from Premium up, as the
 * plans say; the professional desktop editor's format (Final Cut Pro's FCPXML) from Pro up. Caption files are for all.
 */
export function getTimelineFormats(tool: ToolDefinition, plan: PlanId): TimelineFormat[] {
  if (!isXmlExportAllowed(tool, plan)) return [];
  return plan === 'premium' ? ['xmeml', 'otio'] : ['xmeml', 'otio', 'fcpxml'];
}
