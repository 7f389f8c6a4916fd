import { useLingui } from '@lingui/react';
import { STEPPER_STEPS } from '../../domain/jobs/get-stepper-index';
import { STEP_MESSAGES } from '../i18n/status-messages';

/** The job's steps, from the domain's stepper, with the current one highlighted. */
export function JobStepper({ index, finished }: { index: number; finished: boolean }) {
  const { i18n } = useLingui();
  return (
    <ol className="stepper" style={{ listStyle: 'none', padding: 0 }}>
      {STEPPER_STEPS.map((step, i) => {
        const done = finished || i < index;
        return (
          <li key={step.id} className={`step ${done ? 'done' : i === index ? 'current' : ''}`} style={{ display: 'flex', gap: 8 }}>
            {i > 0 && <span className="step-sep" aria-hidden />}
            <span className="step-dot">{done ? '✓' : i + 1}</span>
            <span>{i18n._(STEP_MESSAGES[step.id])}</span>
          </li>
        );
      })}
    </ol>
  );
}
