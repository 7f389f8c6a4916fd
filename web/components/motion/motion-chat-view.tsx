import { useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EditChange } from '../../../domain/motion/apply-edit-message';
import type { MotionPayload } from '../../../domain/motion/motion-payload';
import { getStoryboardDurationS, type Storyboard } from '../../../domain/motion/storyboard';
import type { ClientChatMessage } from '../../../server/routers/chat-router';
import { trpc, getDomainError, type DomainErrorData } from '../../trpc';
import { ErrorMessage } from '../error-message';
import type { ChatSuggestion } from '../chat/chat-panel';
import type { ChatToolView } from '../chat/chat-tool-view';

const seconds = (s: number) => (Math.round(s * 10) / 10).toString();

/** One change an edit message made, in the reader's language. */
function ChangeLine({ change }: { change: EditChange }) {
  switch (change.kind) {
    case 'background_colour': {
      const color = change.color;
      return <Trans>Background color set to {color}</Trans>;
    }
    case 'text_colour': {
      const color = change.color;
      return <Trans>Text color set to {color}</Trans>;
    }
    case 'accent_colour': {
      const color = change.color;
      return <Trans>Accent color set to {color}</Trans>;
    }
    case 'duration': {
      const length = seconds(change.seconds);
      return <Trans>Length set to {length} s</Trans>;
    }
    case 'scene_added': {
      const number = change.sceneNumber;
      const title = change.title;
      return <Trans>Scene {number} added: {title}</Trans>;
    }
    case 'scene_removed': {
      const number = change.sceneNumber;
      return <Trans>Scene {number} removed</Trans>;
    }
    case 'text_changed': {
      const number = change.sceneNumber;
      return <Trans>Text of scene {number} changed</Trans>;
    }
    case 'aspect': {
      const aspect = change.aspect;
      return <Trans>Aspect ratio set to {aspect}</Trans>;
    }
    case 'transparent':
      return change.on ? <Trans>Transparent background on</Trans> : <Trans>Transparent background off</Trans>;
    case 'music': {
      const bed = change.bed;
      return bed ? <Trans>Music: {bed}</Trans> : <Trans>Music off</Trans>;
    }
    case 'transition': {
      const transition = change.transition;
      return <Trans>Transitions set to {transition}</Trans>;
    }
    default:
      return <Trans>I did not understand that. Try: make it blue, shorter, add a scene about pricing, remove scene 2, change the title to Hello, vertical, no music, transparent.</Trans>;
  }
}

/** The storyboard as a list of scenes; a scene's title can be edited by hand (sent as an edit message). */
function StoryboardView({ storyboard, editable }: { storyboard: Storyboard; editable: boolean }) {
  const { t } = useLingui();
  // The job page's address ends with the job id.
  const [location] = useLocation();
  const jobId = location.split('/').filter(Boolean).pop() ?? '';
  const utils = trpc.useUtils();
  const send = trpc.chat.send.useMutation();
  const [error, setError] = useState<DomainErrorData | null>(null);
  const count = storyboard.scenes.length;
  const total = seconds(getStoryboardDurationS(storyboard));
  const aspect = storyboard.aspect;

  async function rename(number: number, title: string, before: string) {
    if (!title.trim() || title === before) return;
    setError(null);
    try {
      // A hand edit goes through the same path as a typed one, so the history shows every change.
      await send.mutateAsync({ jobId, text: `change the title of scene ${number} to ${title.trim()}` });
    } catch (failure) {
      setError(getDomainError(failure));
    } finally {
      await utils.chat.history.invalidate({ jobId });
    }
  }

  return (
    <div className="stack" data-testid="motion-storyboard">
      <p className="hint" style={{ margin: 0 }}>
        <Trans>Storyboard: {count} scenes, {total} s, {aspect}</Trans>
      </p>
      <ol className="motion-scenes" style={{ margin: 0, paddingLeft: '1.2em' }}>
        {storyboard.scenes.map((scene, index) => {
          const first = scene.texts[0]?.text ?? '';
          const length = seconds(scene.durationFrames / storyboard.fps);
          const background = scene.background.kind === 'solid' ? scene.background.color : scene.background.from;
          const number = index + 1;
          return (
            <li key={scene.id} data-testid="motion-scene" style={{ display: 'flex', gap: '0.5em', alignItems: 'center' }}>
              <span aria-hidden style={{ width: 14, height: 14, borderRadius: 3, background, display: 'inline-block', border: '1px solid #8884' }} />
              {editable ? (
                <input
                  defaultValue={first}
                  aria-label={t`Scene ${number} title`}
                  data-testid="motion-scene-title"
                  disabled={send.isPending}
                  onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                    if (event.key === 'Enter') void rename(number, event.currentTarget.value, first);
                  }}
                />
              ) : (
                <span>{first}</span>
              )}
              <span className="hint">
                <Trans>{length} s</Trans>
              </span>
            </li>
          );
        })}
      </ol>
      <ErrorMessage error={error} />
    </div>
  );
}

/** MotionChat's part of an assistant message: what changed, the storyboard, the finished video's facts, notices. */
export function MotionPayloadView({ message }: { message: ClientChatMessage }) {
  const motion = (message.payload as unknown as MotionPayload | null)?.motion;
  if (!motion) return null;
  const render = motion.render;
  const images = motion.imagesFound ?? 0;
  return (
    <div className="stack" data-testid="motion-reply" data-action={motion.action}>
      {motion.action === 'planned' && images > 0 && (
        <p className="hint" style={{ margin: 0 }}>
          <Trans>Images from the website: {images}</Trans>
        </p>
      )}
      {motion.changes.length > 0 && (
        <ul style={{ margin: 0 }} data-testid="motion-changes">
          {motion.changes.map((change, i) => (
            <li key={i}>
              <ChangeLine change={change} />
            </li>
          ))}
        </ul>
      )}
      {motion.action === 'help' && motion.changes.length === 0 && (
        <p style={{ margin: 0 }}>
          <Trans>Describe the video you want first, then ask for changes or press Render video.</Trans>
        </p>
      )}
      {motion.notice && <ErrorMessage error={{ code: motion.notice }} />}
      {render ? (
        <p className="hint" style={{ margin: 0 }} data-testid="motion-render">
          {(() => {
            const length = seconds(render.durationS);
            const width = render.width;
            const height = render.height;
            return <Trans>Video ready: {length} s, {width}×{height}</Trans>;
          })()}{' '}
          {render.watermark && <Trans>The free plan adds a watermark.</Trans>}
        </p>
      ) : (
        motion.storyboard && <StoryboardView storyboard={motion.storyboard} editable />
      )}
    </div>
  );
}

/** The Render button above the composer (its intent renders, whatever the language of its label). */
function useMotionSuggestions(): ChatSuggestion[] {
  const { t } = useLingui();
  return [{ text: t`Render video`, intent: 'render' }];
}

function useMotionPlaceholder(): string {
  const { t } = useLingui();
  return t`Describe the video, or ask for a change (in English): make it blue, add a scene about pricing...`;
}

/** MotionChat in the shared chat panel. */
export const motionChatView: ChatToolView = {
  renderPayload: (message) => <MotionPayloadView message={message} />,
  useSuggestions: useMotionSuggestions,
  usePlaceholder: useMotionPlaceholder,
  title: () => <Trans>MotionChat</Trans>,
};
