import { Trans } from '@lingui/react/macro';

function formatEta(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m}:${String(s).padStart(2, '0')}` : `${s}s`;
}

/**
 * A progress bar with the percentage and, when known, the time left. `estimating`: work runs but its time left is not
 * credible yet (said so, rather than a wild guess). `hidePercent`: waiting before any work (a queue), where "0%" says
 * nothing true.
 */
export function ProgressBar({ percent, etaS, label, estimating = false, hidePercent = false }: { percent: number; etaS?: number | null; label?: React.ReactNode; estimating?: boolean; hidePercent?: boolean }) {
  const clamped = Math.max(0, Math.min(100, percent));
  const timeLeft = etaS != null && etaS > 0 ? formatEta(etaS) : null;
  return (
    <div>
      <div className="progress" role="progressbar" aria-valuenow={Math.round(clamped)} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar" style={{ width: `${clamped}%` }} />
      </div>
      <div className="progress-row">
        <span>{label}</span>
        <span data-testid="progress-text">
          {!hidePercent && `${Math.round(clamped)}%`}
          {timeLeft ? (
            <>
              {' · '}
              <Trans>about {timeLeft} left</Trans>
            </>
          ) : (
            estimating && (
              <>
                {' · '}
                <Trans>Estimating time left…</Trans>
              </>
            )
          )}
        </span>
      </div>
    </div>
  );
}
