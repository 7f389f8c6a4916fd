import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { validateOptions } from '../../domain/rules/validate-options';
import { ToolOptionsForm } from './tool-options-form';

/** While the free preview waits: change the tool's options and render the preview again with them. */
export function PreviewOptionsPanel({ tool, current, onApply, busy, inputS }: { tool: ToolDefinition; current: Record<string, unknown>; onApply: (options: Record<string, unknown>) => void; busy: boolean; inputS?: number | null }) {
  const [values, setValues] = useState<Record<string, unknown>>(current);
  useEffect(() => setValues(current), [JSON.stringify(current)]);
  if (tool.options.length === 0) return null;
  const changed = JSON.stringify(values) !== JSON.stringify(current);
  const valid = validateOptions(tool, values).errors.length === 0;
  return (
    <div className="card panel stack" data-testid="preview-options">
      <h2 style={{ margin: 0 }}><Trans>Adjust and preview again</Trans></h2>
      <ToolOptionsForm toolId={tool.id} options={tool.options} values={values} onChange={setValues} inputS={inputS ?? null} />
      <button className="btn btn-secondary btn-block" disabled={!changed || !valid || busy} onClick={() => onApply(values)} data-testid="update-preview">
        <Trans>Update preview</Trans>
      </button>
    </div>
  );
}
