import { Link } from 'wouter';
import { CreditAmount } from './credit-amount';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { IMPLEMENTED_TOOLS } from '../../domain/jobs/implemented-tools';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { ToolTags } from './tool-tags';
import { ToolPicture } from './tool-picture';

const CATEGORY_COLORS: Record<string, string> = {
  cut: 'linear-gradient(135deg,#ff7a59,#ff4d8d)',
  create: 'linear-gradient(135deg,#a35bff,#5b5bf6)',
  transform: 'linear-gradient(135deg,#14b8a6,#3fa7ff)',
  enhance: 'linear-gradient(135deg,#5b5bf6,#3fa7ff)',
};

export function ToolCard({ tool }: { tool: ToolDefinition }) {
  const { i18n } = useI18n();
  const messages = TOOL_MESSAGES[tool.id];
  const available = IMPLEMENTED_TOOLS.has(tool.id);
  const rate = tool.credit.perSecond ?? tool.credit.perMessage;
  const body = (
    <>
      {/* Decorative here: the tool's name follows. */}
      <ToolPicture toolId={tool.id} alt="" />
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <span className="tool-icon" style={{ background: CATEGORY_COLORS[tool.category] }} aria-hidden>
          {i18n._(messages.label).slice(0, 1)}
        </span>
        <ToolTags tool={tool} />
      </div>
      <div className="tool-name">{i18n._(messages.label)}</div>
      <div className="tool-desc">{i18n._(messages.description)}</div>
      <div className="tool-meta">
        <span>{tool.hardware === 'gpu' ? 'GPU' : 'CPU'}</span>
        {rate !== null && (
          <span>
            · <CreditAmount value={rate} per={tool.credit.unit === 'credit / message' ? 'message' : 'second'} />
          </span>
        )}
      </div>
    </>
  );
  // Every active tool has a page: the tool itself, or what it will do and a way to hear when it lands.
  return (
    <Link href={`/${tool.urlPath}`} className={`card tool-card ${available ? '' : 'soon'}`} data-tool={tool.id}>
      {body}
    </Link>
  );
}
