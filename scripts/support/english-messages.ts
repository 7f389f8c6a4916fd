import { ERROR_MESSAGES } from '../../web/i18n/error-messages';
import { TOOL_MESSAGES } from '../../web/i18n/tool-messages';
import { isToolId } from '../../domain/catalogue/tool-ids';

/**
 * The web app's English words for the support command: a tool's name and an error code's message, its parameters shown
 * as "…" (a listing keeps only the code). Load through scripts/support/lingui-macro-hooks.mjs (the messages are macros).
 */
export function englishToolName(toolId: string): string {
  return isToolId(toolId) ? TOOL_MESSAGES[toolId].label.message ?? toolId : toolId;
}

export function englishErrorMessage(code: string): string {
  const descriptor = ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] ?? ERROR_MESSAGES.internal_error;
  return (descriptor.message ?? code).replace(/\{\w+\}/g, '…');
}
