import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { CHAT_MESSAGE_MAX_CHARS } from '../../domain/chat/chat-message';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { applyJobAdded } from '../state/user-state';
import { track } from '../analytics/track';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { ErrorMessage } from '../components/error-message';
import { MAX_IMAGES } from '../../domain/motion/validate-storyboard';
import { MotionUploadsPicker, type MotionUploadsChoice } from '../components/motion/motion-uploads-picker';

/**
 * MotionChat's tool page: a prompt, and optionally the user's own images and brand logo. Starting makes the project;
 * the prompt becomes its first message.
 */
export function MotionStartPage({ tool }: { tool: ToolDefinition }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const start = trpc.motion.start.useMutation();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<DomainErrorData | null>(null);
  const [uploads, setUploads] = useState<MotionUploadsChoice>({ imageFileIds: [], logoFileId: null });
  const messages = TOOL_MESSAGES[tool.id];
  const maxImages = tool.chat?.maxImagesFromUrl ?? 10;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!prompt.trim()) return;
    setError(null);
    try {
      const { jobId } = await start.mutateAsync({ prompt, ...uploads, ...(i18n.locale ? { locale: i18n.locale } : {}) });
      applyJobAdded();
      track('job_started', { tool: tool.id });
      navigate(`/${tool.urlPath}/${jobId}`);
    } catch (failure) {
      setError(getDomainError(failure));
    }
  }

  return (
    <>
      <div className="page-head">
        <div>
          <h1 className="page-title">{i18n._(messages.label)}</h1>
          <p className="page-sub">{i18n._(messages.description)}</p>
        </div>
      </div>
      <form className="card panel stack" onSubmit={(e) => void onSubmit(e)} data-testid="motion-start">
        <label htmlFor="motion-prompt">
          <Trans>Describe your video</Trans>
        </label>
        <textarea
          id="motion-prompt"
          rows={4}
          maxLength={CHAT_MESSAGE_MAX_CHARS}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={t`For example: a 15 second promo for "Bean There Coffee" with fresh roasts and free wifi, in orange`}
          data-testid="motion-prompt"
        />
        <p className="hint" style={{ margin: 0 }}>
          <Trans>Add your website address to use up to {maxImages} of its images. Say "vertical" or "square" for social formats.</Trans>
        </p>
        <MotionUploadsPicker value={uploads} onChange={setUploads} max={MAX_IMAGES} />
        <ErrorMessage error={error} />
        <button type="submit" className="btn btn-primary" disabled={start.isPending || !prompt.trim()} data-testid="motion-create">
          {start.isPending ? <Trans>Planning...</Trans> : <Trans>Create storyboard</Trans>}
        </button>
      </form>
    </>
  );
}
