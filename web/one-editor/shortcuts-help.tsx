import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { SHORTCUT_HELP } from './shortcut-help-list';

/** The keyboard shortcuts, as a panel that Escape or its button closes. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <div className="shortcuts card" role="dialog" aria-label={t`Keyboard shortcuts`} data-testid="shortcuts-help" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 className="panel-title"><Trans>Keyboard shortcuts</Trans></h2>
        <button type="button" className="btn btn-secondary" onClick={onClose} autoFocus><Trans>Close</Trans></button>
      </div>
      <dl className="shortcut-list">
        {SHORTCUT_HELP.map((item) => (
          <div key={item.keys} className="shortcut-row">
            <dt><kbd dir="ltr">{item.keys}</kbd></dt>
            <dd>{i18n._(item.label)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
