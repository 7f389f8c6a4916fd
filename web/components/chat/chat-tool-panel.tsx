import { Trans } from '@lingui/react/macro';
import { ErrorMessage, type ErrorLike } from '../error-message';
import type { ToolId } from '../../../domain/catalogue/tool-ids';
import { getTool } from '../../../domain/catalogue/get-tool';
import { PLANS } from '../../../domain/plans';
import type { ClientJob } from '../../../server/routers/job-for-client';
import { ChatPanel, type ChatSuggestion } from './chat-panel';
import { chatToolViews } from './chat-tool-views';
import type { ChatToolView } from './chat-tool-view';


const noSuggestions = (): ChatSuggestion[] => [];
const noPlaceholder = (): string | undefined => undefined;

/** The job page's chat for chat tools: open once the tool has prepared the video (the job waits for messages). */
export function ChatToolPanel({ job }: { job: ClientJob }) {
  const view: ChatToolView = chatToolViews[job.tool_id as ToolId] ?? {};
  const suggestions = (view.useSuggestions ?? noSuggestions)();
  const placeholder = (view.usePlaceholder ?? noPlaceholder)();
  const ready = job.stage === 'awaiting_export';
  return <ChatPanel jobId={job.job_id} ready={ready} renderPayload={view.renderPayload} renderHeader={view.renderHeader} suggestions={suggestions} placeholder={placeholder} title={view.title?.()} />;
}

/** The job page's side card for chat tools: what a message costs, and cancelling while the video is prepared. */
export function ChatToolAside({ job, working, cancelling, onCancel, error }: { job: ClientJob; working: boolean; cancelling: boolean; onCancel: () => void; error: ErrorLike | null }) {
  const perProject = PLANS.basic.chatMessagesPerProject ?? 0;
  const perMonth = PLANS.basic.chatMessagesPerMonth ?? 0;
  const uploadCounts = getTool(job.tool_id as ToolId).chat?.uploadCountsAsMessage === true;
  return (
    <div className="card panel stack" data-testid="chat-aside">
      <h2 style={{ margin: 0 }}><Trans>Messages</Trans></h2>
      <p className="hint" style={{ margin: 0 }}><Trans>Each message costs 1 credit on paid plans. The free plan includes {perProject} messages per project and {perMonth} per month.</Trans></p>
      {uploadCounts && <p className="hint" style={{ margin: 0 }}><Trans>The upload counts as one message.</Trans></p>}
      {job.stage === 'failed' && <ErrorMessage error={job.error ?? { code: 'internal_error' }} />}
      <ErrorMessage error={error} />
      {working && (
        <button className="btn btn-danger btn-block" onClick={onCancel} disabled={cancelling} data-testid="cancel-job">
          <Trans>Cancel</Trans>
        </button>
      )}
    </div>
  );
}
