import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientChatMessage } from '../../../server/routers/chat-router';
import { CHAT_MESSAGE_MAX_CHARS } from '../../../domain/chat/chat-message';
import { getDomainError, trpc, type DomainErrorData } from '../../trpc';
import { ErrorMessage } from '../error-message';
import { ChatAttachments } from './chat-attachments';

export interface ChatSuggestion {
  text: string;
  intent?: string;
}

export interface ChatPanelProps {
  jobId: string;
  /** False while the tool prepares the video: the composer waits (the server would answer chat_not_ready). */
  ready: boolean;
  /** Renders a message's tool-specific parts (timestamps, storyboard...); attachments are rendered by the panel. */
  renderPayload?: (message: ClientChatMessage) => ReactNode;
  /** Renders a line above an assistant message's text (what kind of answer it is). */
  renderHeader?: (message: ClientChatMessage) => ReactNode;
  /** Ready-made messages shown above the composer (text already translated; intent: the tool's action, if any). */
  suggestions?: ChatSuggestion[];
  placeholder?: string;
  title?: ReactNode;
}

const newMessageId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined);

/**
 * The chat tools' conversation (summarizer, MotionChat): messages from the server (so a reload shows them again), a
 * composer, the user's message shown at once while the reply is made, and refusals (limits, credits) translated.
 */
export function ChatPanel({ jobId, ready, renderPayload, renderHeader, suggestions = [], placeholder, title }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const history = trpc.chat.history.useQuery({ jobId });
  const send = trpc.chat.send.useMutation();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);

  async function submit(message: string, intent?: string) {
    const trimmed = message.trim();
    if (!trimmed || send.isPending) return;
    setError(null);
    setPending(trimmed);
    setText('');
    try {
      await send.mutateAsync({ jobId, text: trimmed, messageId: newMessageId(), ...(i18n.locale ? { locale: i18n.locale } : {}), ...(intent ? { intent } : {}) });
    } catch (failure) {
      setError(getDomainError(failure));
      if (!intent) setText(trimmed);
    } finally {
      setPending(null);
      await utils.chat.history.invalidate({ jobId });
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(text);
  };

  const messages = history.data ?? [];
  return (
    <div className="card panel stack chat-panel" data-testid="chat-panel">
      {title && <h2 style={{ margin: 0 }}>{title}</h2>}
      <ol className="chat-messages" aria-live="polite" data-testid="chat-messages">
        {messages.map((m) => (
          <li key={m.id} className={`chat-message chat-${m.role}`} data-testid={`chat-message-${m.role}`}>
            {m.role === 'assistant' && renderHeader?.(m)}
            <div className="chat-text">{m.text}</div>
            {m.role === 'assistant' && renderPayload?.(m)}
            <ChatAttachments attachments={m.attachments} />
          </li>
        ))}
        {pending && (
          <li className="chat-message chat-user chat-pending" data-testid="chat-message-pending">
            <div className="chat-text">{pending}</div>
            <div className="hint"><Trans>Looking through the video…</Trans></div>
          </li>
        )}
      </ol>
      {history.error && <ErrorMessage error={getDomainError(history.error)} />}
      <ErrorMessage error={error} />
      {!ready && <p className="hint" data-testid="chat-not-ready"><Trans>You can ask as soon as the video is transcribed.</Trans></p>}
      {ready && suggestions.length > 0 && (
        <div className="chat-suggestions">
          {suggestions.map((s) => (
            <button key={s.text} type="button" className="btn btn-secondary" disabled={send.isPending} onClick={() => void submit(s.text, s.intent)} data-testid={s.intent ? `chat-suggestion-${s.intent}` : undefined}>
              {s.text}
            </button>
          ))}
        </div>
      )}
      <form className="chat-composer" onSubmit={onSubmit}>
        <textarea
          className="input"
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          placeholder={placeholder ?? t`Ask anything about the video`}
          aria-label={t`Your message`}
          disabled={!ready}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void submit(text);
            }
          }}
          data-testid="chat-input"
        />
        <button type="submit" className="btn btn-primary" disabled={!ready || send.isPending || !text.trim()} data-testid="chat-send">
          <Trans>Send</Trans>
        </button>
      </form>
    </div>
  );
}
