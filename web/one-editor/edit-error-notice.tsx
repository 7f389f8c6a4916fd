import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react';
import { EDIT_ERROR_MESSAGES } from '../i18n/edit-error-messages';
import { editorState } from './editor-store';

/** Why the last edit was refused; gone with the next edit that is made. */
export function EditErrorNotice() {
  const { i18n } = useLingui();
  const { editError } = useSnapshot(editorState);
  if (!editError) return null;
  return (
    <div className="alert alert-error edit-error" role="alert" data-testid="edit-error" data-error-code={editError.code}>
      {i18n._(EDIT_ERROR_MESSAGES[editError.code])}
    </div>
  );
}
