import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * After detection (face and plate blurring): one thumbnail per person or plate found; the user keeps the ones to blur
 * (all chosen at first) and starts the blur. The words follow the tool (people for faces, plates for plates).
 */
export function FaceSelectionPanel({ ids, urls, onChoose, busy, toolId }: { ids: number[]; urls: string[]; onChoose: (indices: number[] | 'all') => void; busy: boolean; toolId?: string }) {
  const { t } = useLingui();
  const plates = toolId === 'plate_blurring';
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(ids));
  const toggle = (id: number) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = chosen.size;
  const found = ids.length;
  return (
    <div className="card panel stack" data-testid="face-selection">
      <h2 style={{ margin: 0 }}>{plates ? <Trans>Choose which plates to blur</Trans> : <Trans>Choose who to blur</Trans>}</h2>
      <p className="hint" style={{ margin: 0 }}>
        {plates ? <Trans>Plates found: {found}. Each one is blurred for as long as it is in the video.</Trans> : <Trans>People found: {found}. Each one is blurred for as long as they are in the video.</Trans>}
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {ids.map((id, i) => {
          // People and plates are numbered from 1 for the reader; ids start at 0.
          const person = id + 1;
          const plate = id + 1;
          return (
          <label key={id} style={{ cursor: 'pointer', textAlign: 'center', opacity: chosen.has(id) ? 1 : 0.45 }} data-testid={`face-${id}`}>
            <img src={urls[i]} alt={plates ? t`Plate ${plate}` : t`Person ${person}`} width={96} height={96} style={{ objectFit: plates ? 'contain' : 'cover', background: 'var(--border)', borderRadius: 8, display: 'block', outline: chosen.has(id) ? '3px solid var(--primary, #4f46e5)' : '1px solid var(--border)' }} />
            <input type="checkbox" checked={chosen.has(id)} onChange={() => toggle(id)} aria-label={plates ? t`Blur plate ${plate}` : t`Blur person ${person}`} />
          </label>
          );
        })}
      </div>
      <button className="btn btn-primary btn-block" disabled={count === 0 || busy} onClick={() => onChoose([...chosen].sort((a, b) => a - b))} data-testid="blur-selected">
        <Trans>Blur the {count} chosen</Trans>
      </button>
      <button className="btn btn-secondary btn-block" disabled={busy} onClick={() => onChoose('all')} data-testid="blur-all">
        {plates ? <Trans>Blur every plate</Trans> : <Trans>Blur everyone</Trans>}
      </button>
    </div>
  );
}
