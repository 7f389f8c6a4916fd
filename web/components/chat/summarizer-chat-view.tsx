import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientChatMessage } from '../../../server/routers/chat-router';
import type { SummarizerPayload } from '../../../domain/chat/summarizer/summarizer-payload';
import { formatChatTime } from '../../../domain/chat/format-chat-time';
import type { ChatSuggestion } from './chat-panel';
import type { ChatToolView } from './chat-tool-view';

/** What kind of answer the summarizer gave, in the user's language (the passages themselves are the video's words). */
function SummarizerAnswerKind({ message }: { message: ClientChatMessage }) {
  const payload = message.payload as unknown as SummarizerPayload | null;
  if (!payload || !('kind' in payload)) return null;
  const count = payload.passages.length;
  const frames = payload.frames.length;
  return (
    <div className="hint chat-answer-meta" data-testid="summarizer-answer" data-kind={payload.kind}>
      {payload.kind === 'visual' ? (
        <Trans>Visual summary: {frames} key frames, one per scene.</Trans>
      ) : count === 0 ? (
        payload.noSpeech ? <Trans>No speech was recognized in this video. Try the visual summary.</Trans> : <Trans>Nothing in the video matches these words. Try other words.</Trans>
      ) : payload.kind === 'summary' ? (
        <Trans>Summary in the video's own words:</Trans>
      ) : (
        <Trans>Found in the video:</Trans>
      )}
    </div>
  );
}

/** Under an answer written by the operator's model: the passages it was given, with their times. */
function SummarizerSources({ message }: { message: ClientChatMessage }) {
  const payload = message.payload as unknown as SummarizerPayload | null;
  if (!payload || !('kind' in payload) || !payload.abstractive) return null;
  return (
    <div className="hint">
      {payload.passages.length > 0 && (
        <ul className="chat-passages" data-testid="summarizer-passages">
          {payload.passages.map((p) => {
            const time = formatChatTime(p.startS);
            return (
              <li key={p.startS}>
                <span className="chat-time">{time}</span> {p.text}
              </li>
            );
          })}
        </ul>
      )}
      <div><Trans>Written by the language model from these passages.</Trans></div>
    </div>
  );
}

function useSummarizerSuggestions(): ChatSuggestion[] {
  const { t } = useLingui();
  return [
    { text: t`Summarize the video`, intent: 'text_summary' },
    { text: t`Visual summary (key frames)`, intent: 'visual' },
  ];
}

/** The conversational video summarizer's view of its chat. */
export const summarizerChatView: ChatToolView = {
  renderHeader: (message) => <SummarizerAnswerKind message={message} />,
  renderPayload: (message) => <SummarizerSources message={message} />,
  useSuggestions: useSummarizerSuggestions,
};
