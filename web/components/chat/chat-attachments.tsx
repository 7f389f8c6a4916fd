import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientChatMessage } from '../../../server/routers/chat-router';
import { formatChatTime } from '../../../domain/chat/format-chat-time';

/** A reply's media: clips play in place, key frames show with their time; each one can be downloaded. */
export function ChatAttachments({ attachments }: { attachments: ClientChatMessage['attachments'] }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <div className="chat-attachments">
      {attachments.map((a) => {
        const start = a.startS !== undefined ? formatChatTime(a.startS) : null;
        const end = a.endS !== undefined ? formatChatTime(a.endS) : null;
        return (
          <figure key={a.name} className="chat-attachment" data-testid="chat-attachment" data-kind={a.kind} data-start-s={a.startS}>
            {a.kind === 'video' ? (
              <video src={a.url} controls preload="metadata" data-testid="chat-clip" />
            ) : (
              <img src={a.url} alt={start ? t`Frame at ${start}` : t`Frame`} loading="lazy" />
            )}
            <figcaption className="hint">
              {start && <span className="chat-time">{end ? `${start}–${end}` : start}</span>} {a.label}{' '}
              <a href={a.downloadUrl} download data-testid="chat-download">
                <Trans>Download</Trans>
              </a>
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
