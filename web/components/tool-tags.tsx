import { useLingui } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { TOOL_TAGS, type ToolTag } from '../../domain/platform';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { TAG_MESSAGES } from '../i18n/tag-messages';

/** The tags a card shows: the catalogue's, plus "upcoming" for a tool whose workflow has not landed yet. */
export function getDisplayTags(tool: ToolDefinition): ToolTag[] {
  const tags = new Set<ToolTag>(tool.tags);
  if (!IMPLEMENTED_TOOLS.has(tool.id)) tags.add('upcoming');
  return TOOL_TAGS.filter((tag) => tags.has(tag));
}

/** A tool's tags as small labels (popular, new, free, upcoming, workflow). */
export function ToolTags({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useLingui();
  return (
    <span className="row tags">
      {getDisplayTags(tool).map((tag) => (
        <span key={tag} className={`tag ${tag}`} data-tag={tag}>{i18n._(TAG_MESSAGES[tag])}</span>
      ))}
    </span>
  );
}
