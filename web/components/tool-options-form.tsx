import { Trans, useLingui } from '@lingui/react/macro';
import type { ToolOption } from '../../domain/catalogue/tool-definition';
import { getRangeOptionMax } from '../../domain/rules/validate-options';
import { isOptionShown } from '../../domain/rules/is-option-shown';
import { OPTION_MESSAGES, OPTION_VALUE_MESSAGES } from '../i18n/option-messages';
import { useLingui as useI18n } from '@lingui/react';
import { ImageOptionPicker } from './image-option-picker';

/** Renders a tool's options from the catalogue's data: sliders, selects, text, switches and image choices. */
export function ToolOptionsForm(props: { toolId: string; options: readonly ToolOption[]; values: Record<string, unknown>; onChange: (values: Record<string, unknown>) => void; requireChoice?: boolean; inputS?: number | null }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const label = (option: ToolOption) => {
    const descriptor = OPTION_MESSAGES[`${props.toolId}.${option.id}`];
    return descriptor ? i18n._(descriptor) : option.label;
  };
  return (
    <div>
      {props.options.map((option) => {
        // Only the options that apply: face blurring's cover image with the picture style, the remover's picture with
        // its choice (the catalogue's shownWhen / requiredWhen, judged in domain/).
        if (!isOptionShown(props.options, option, props.values)) return null;
        const value = props.values[option.id] ?? option.default;
        const set = (v: unknown) => props.onChange({ ...props.values, [option.id]: v });
        if (option.kind === 'range') {
          const max = getRangeOptionMax(option, props.inputS ?? null);
          const shown = Math.min(max, Math.max(option.min, Number(value)));
          return (
            <div className="field" key={option.id}>
              <div className="field-label">
                <span>{label(option)}</span>
                <span className="field-value" data-testid={`option-${option.id}-value`}>{String(shown)}</span>
              </div>
              <input type="range" min={option.min} max={max} step={option.step} value={shown} aria-label={label(option)} data-testid={`option-${option.id}`} onChange={(e) => set(Number(e.target.value))} />
              {/* A length's ends are lengths (2 s up to the input), not a strength. */}
              {option.upToInput ? (
                <div className="progress-row"><span><Seconds length={option.min} /></span><span data-testid={`option-${option.id}-max`}><Seconds length={max} /></span></div>
              ) : (
                <div className="progress-row"><span>{t`Subtle`}</span><span>{t`Strong`}</span></div>
              )}
            </div>
          );
        }
        const mustChoose = props.values[option.id] === undefined && (option.required ?? props.requireChoice ?? false);
        if (option.kind === 'select') {
          return (
            <div className="field" key={option.id}>
              <label className="field-label">{label(option)}</label>
              <select className="select" value={mustChoose ? '' : String(value)} onChange={(e) => set(e.target.value)} aria-label={label(option)}>
                {mustChoose && <option value="" disabled>{t`Choose…`}</option>}
                {option.values.map((v) => {
                  const valueLabel = OPTION_VALUE_MESSAGES[`${props.toolId}.${option.id}.${v}`];
                  return <option key={v} value={v}>{valueLabel ? i18n._(valueLabel) : v}</option>;
                })}
              </select>
            </div>
          );
        }
        if (option.kind === 'text') {
          return (
            <div className="field" key={option.id}>
              <label className="field-label" htmlFor={`option-${option.id}`}>{label(option)}</label>
              <input id={`option-${option.id}`} className="input" type="text" dir="auto" maxLength={option.maxLength} value={String(value)} data-testid={`option-${option.id}`} onChange={(e) => set(e.target.value)} />
            </div>
          );
        }
        if (option.kind === 'image') {
          return <ImageOptionPicker key={option.id} toolId={props.toolId} label={label(option)} value={props.values[option.id] ?? null} onChange={set} />;
        }
        return (
          <label className="field row" key={option.id} style={{ justifyContent: 'flex-start', gap: 8, textAlign: 'start' }}>
            <input type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />
            <span>{label(option)}</span>
          </label>
        );
      })}
    </div>
  );
}

/** A length in seconds, as the page writes one. */
function Seconds({ length }: { length: number }) {
  return <Trans>{length} s</Trans>;
}
