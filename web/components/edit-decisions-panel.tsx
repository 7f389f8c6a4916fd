import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { DecisionMeasure, RemovalReason } from '../../domain/editing/detect-bad-shots';
import type { EditView } from '../../domain/editing/edit-view';
import { getOutputLength, getRenderClips } from '../../domain/editing/get-render-clips';
import { getClipSpeed } from '../../domain/editing/get-clip-speed';
import { OPTION_VALUE_MESSAGES } from '../i18n/option-messages';

const REASON_MESSAGES: Record<RemovalReason, MessageDescriptor> = {
  silence: msg`Silence`,
  out_of_focus: msg`Out of focus`,
  covered: msg`Covered or blocked`,
  black: msg`Black`,
  frozen: msg`Frozen`,
  shaky: msg`Shaky`,
  not_selected: msg`Not selected`,
};

/** The measured value behind a decision, as the review shows it beside the reason. */
const MEASURE_MESSAGES: Record<DecisionMeasure['kind'], MessageDescriptor> = {
  blur: msg({ message: 'blur {value}, limit {limit}' }),
  shake: msg({ message: 'shake {value} px, limit {limit} px' }),
  still: msg({ message: 'still for {value} s inside a moving shot' }),
  contrast: msg({ message: 'contrast {value}, limit {limit}' }),
  brightness: msg({ message: 'brightness {value}, limit {limit}' }),
  pause: msg({ message: 'pause of {value} s' }),
  score: msg({ message: 'score {value}' }),
};

const formatTime = (s: number) => `${Math.floor(s / 60)}:${(s % 60).toFixed(1).padStart(4, '0')}`;

/** The edit decisions before the render: every kept and removed part with its reason; a click flips it. */
export function EditDecisionsPanel({ edit, order, busy, onRender }: { edit: EditView; order: 'time' | 'score'; busy: boolean; onRender: (toggled: number[]) => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [toggled, setToggled] = useState<number[]>(edit.toggled);
  const flipped = new Set(toggled);
  const outputS = Math.round(getOutputLength(getRenderClips(edit.decisions, toggled, order, edit.speed)) * 10) / 10;
  const targetS = edit.targetS ?? outputS;
  return (
    <div className="card panel stack" data-testid="edit-decisions">
      <h2 style={{ margin: 0 }}><Trans>Edit decisions</Trans></h2>
      <p className="hint" style={{ margin: 0 }}><Trans>Click a part to keep or remove it; the render follows this list.</Trans></p>
      <strong data-testid="edit-length"><Trans>Edit length: {outputS} s (target {targetS} s)</Trans></strong>
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 420, overflowY: 'auto' }}>
        {edit.decisions.map((d) => {
          const kept = d.kept !== flipped.has(d.id);
          // A time-lapse plays this part faster: say how much (the same words as the speed option).
          const speed = kept ? getClipSpeed(d.spoken ?? false, edit.speed) : 1;
          const speedLabel = speed > 1 ? OPTION_VALUE_MESSAGES[`highlight_video_maker.speed.${speed}`] : undefined;
          return (
            <li key={d.id}>
              <label className="kv" style={{ display: 'flex', gap: 8, alignItems: 'baseline', cursor: 'pointer' }} data-testid={`decision-${d.id}`} data-kept={kept ? 'true' : 'false'}>
                <input type="checkbox" checked={kept} onChange={() => setToggled(flipped.has(d.id) ? toggled.filter((id) => id !== d.id) : [...toggled, d.id])} />
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatTime(d.startS)}–{formatTime(d.endS)}</span>
                <span className={`tag ${kept ? '' : 'muted'}`}>{kept ? t`Kept` : d.reason ? i18n._(REASON_MESSAGES[d.reason]) : t`Removed`}</span>
                {speedLabel && <span className="tag" data-testid={`decision-${d.id}-speed`}>{i18n._(speedLabel)}</span>}
                {d.measure && <span className="hint" data-testid={`decision-${d.id}-measure`}>{i18n._(MEASURE_MESSAGES[d.measure.kind].id, { value: d.measure.value, limit: d.measure.limit ?? '' }, { message: MEASURE_MESSAGES[d.measure.kind].message })}</span>}
                <span className="hint">{d.description}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <button className="btn btn-primary btn-lg btn-block" disabled={busy} onClick={() => onRender(toggled)} data-testid="render-edit">
        <Trans>Render this edit</Trans>
      </button>
    </div>
  );
}

/** The editor's downloadable files: captions and project files for desktop editors. */
export function EditExports({ urls }: { urls: Record<string, string> }) {
  const names = Object.keys(urls).sort();
  if (names.length === 0) return null;
  return (
    <div className="stack" data-testid="edit-exports">
      <strong><Trans>Captions and project files</Trans></strong>
      {names.map((name) => (
        <a key={name} className="btn btn-secondary btn-block" href={urls[name]} download data-testid={`export-${name}`}>
          {name}
        </a>
      ))}
    </div>
  );
}
