import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Animated, Clip, ClipAudio, NotoFont, TextClip, VideoClip } from '../../domain/editing/timeline/project-doc';
import { NOTO_FONTS } from '../../domain/editing/timeline/project-doc';
import { findClip } from '../../domain/editing/timeline/find-clip';
import { updateClip, type ClipChanges } from '../../domain/editing/timeline/update-clip';
import { changeSpeed } from '../../domain/editing/timeline/change-speed';
import { editorState, runEdit } from './editor-store';
import { useEditorDoc } from './use-editor-doc';
import { InspectorNumber } from './inspector-field';

const change = (clipId: string, changes: ClipChanges) => runEdit((doc) => updateClip(doc, { clipId, changes }));
/** A still value (keyframes kept: they override it where they are). */
const still = (animated: Animated, value: number): Animated => ({ ...animated, value });

/** The selected clip's settings; several selected: how many. */
export function Inspector() {
  const { t } = useLingui();
  const state = useSnapshot(editorState);
  const { doc } = useEditorDoc();
  const clip = state.selection.length === 1 ? (findClip(doc, state.selection[0]!)?.clip ?? null) : null;
  return (
    <aside className="inspector card" aria-label={t`Inspector`} data-testid="inspector">
      <h2 className="panel-title"><Trans>Clip</Trans></h2>
      {state.selection.length > 1 ? (
        <p className="hint">{t`Clips selected: ${state.selection.length}`}</p>
      ) : !clip ? (
        <p className="hint"><Trans>Select a clip on the timeline to change it.</Trans></p>
      ) : (
        <ClipSettings key={clip.id} clip={clip} />
      )}
    </aside>
  );
}

function ClipSettings({ clip }: { clip: Clip }) {
  const { t } = useLingui();
  return (
    <div className="stack insp">
      {clip.kind === 'text' && <TextSettings clip={clip} />}
      {clip.kind !== 'text' && (
        <InspectorNumber
          label={t`Speed (×)`}
          value={clip.speed.ratio.num / clip.speed.ratio.den}
          min={0.1}
          max={16}
          step={0.05}
          testId="clip-speed"
          onCommit={(v) => runEdit((doc) => changeSpeed(doc, { clipId: clip.id, speed: { num: Math.round(v * 1000), den: 1000 }, keepPitch: clip.speed.keepPitch, ripple: true }))}
        />
      )}
      {clip.kind !== 'text' && clip.audio && <AudioSettings clipId={clip.id} audio={clip.audio} />}
      {clip.kind === 'video' && <PictureSettings clip={clip} />}
    </div>
  );
}

function AudioSettings({ clipId, audio }: { clipId: string; audio: ClipAudio }) {
  const { t } = useLingui();
  const set = (changes: Partial<ClipAudio>) => change(clipId, { audio: { ...audio, ...changes } });
  return (
    <fieldset className="insp-group">
      <legend><Trans>Sound</Trans></legend>
      <InspectorNumber label={t`Volume (dB)`} value={audio.volume.value} min={-60} max={12} step={0.5} testId="clip-volume" onCommit={(v) => set({ volume: still(audio.volume, v) })} />
      <label className="insp-check">
        <input type="checkbox" checked={audio.muted} onChange={(event) => set({ muted: event.currentTarget.checked })} data-testid="clip-mute" />
        <Trans>Mute</Trans>
      </label>
      <InspectorNumber label={t`Sound fade in (frames)`} value={audio.fadeIn} min={0} max={100_000} step={1} onCommit={(v) => set({ fadeIn: Math.round(v) })} />
      <InspectorNumber label={t`Sound fade out (frames)`} value={audio.fadeOut} min={0} max={100_000} step={1} onCommit={(v) => set({ fadeOut: Math.round(v) })} />
    </fieldset>
  );
}

function PictureSettings({ clip }: { clip: VideoClip }) {
  const { t } = useLingui();
  const { colour, transform } = clip;
  return (
    <>
      <fieldset className="insp-group">
        <legend><Trans>Fades</Trans></legend>
        <InspectorNumber label={t`Fade in (frames)`} value={clip.fadeIn} min={0} max={100_000} step={1} testId="clip-fade-in" onCommit={(v) => change(clip.id, { fadeIn: Math.round(v) })} />
        <InspectorNumber label={t`Fade out (frames)`} value={clip.fadeOut} min={0} max={100_000} step={1} onCommit={(v) => change(clip.id, { fadeOut: Math.round(v) })} />
      </fieldset>
      <fieldset className="insp-group">
        <legend><Trans>Color</Trans></legend>
        <InspectorNumber label={t`Exposure`} value={colour.exposure} min={-4} max={4} step={0.1} onCommit={(v) => change(clip.id, { colour: { ...colour, exposure: v } })} />
        <InspectorNumber label={t`Contrast`} value={colour.contrast} min={-1} max={1} step={0.05} onCommit={(v) => change(clip.id, { colour: { ...colour, contrast: v } })} />
        <InspectorNumber label={t`Saturation`} value={colour.saturation} min={-1} max={1} step={0.05} onCommit={(v) => change(clip.id, { colour: { ...colour, saturation: v } })} />
        <InspectorNumber label={t`Temperature`} value={colour.temperature} min={-1} max={1} step={0.05} onCommit={(v) => change(clip.id, { colour: { ...colour, temperature: v } })} />
      </fieldset>
      <fieldset className="insp-group">
        <legend><Trans>Position and size</Trans></legend>
        <InspectorNumber label={t`Horizontal position`} value={transform.x.value} min={-2} max={2} step={0.01} onCommit={(v) => change(clip.id, { transform: { ...transform, x: still(transform.x, v) } })} />
        <InspectorNumber label={t`Vertical position`} value={transform.y.value} min={-2} max={2} step={0.01} onCommit={(v) => change(clip.id, { transform: { ...transform, y: still(transform.y, v) } })} />
        <InspectorNumber label={t`Scale`} value={transform.scale.value} min={0.01} max={10} step={0.05} onCommit={(v) => change(clip.id, { transform: { ...transform, scale: still(transform.scale, v) } })} />
        <InspectorNumber label={t`Rotation (degrees)`} value={transform.rotation.value} min={-360} max={360} step={1} onCommit={(v) => change(clip.id, { transform: { ...transform, rotation: still(transform.rotation, v) } })} />
      </fieldset>
    </>
  );
}

function TextSettings({ clip }: { clip: TextClip }) {
  const { t } = useLingui();
  const textId = useId();
  const fontId = useId();
  const colourId = useId();
  const { style } = clip;
  return (
    <fieldset className="insp-group">
      <legend><Trans>Title</Trans></legend>
      <div className="insp-field">
        <label htmlFor={textId}><Trans>Text</Trans></label>
        <textarea
          id={textId}
          key={clip.text}
          className="num-input"
          rows={2}
          defaultValue={clip.text}
          data-testid="clip-text"
          onKeyDown={(event) => event.stopPropagation()}
          onBlur={(event) => event.currentTarget.value !== clip.text && change(clip.id, { text: event.currentTarget.value })}
        />
      </div>
      <div className="insp-field">
        <label htmlFor={fontId}><Trans>Font</Trans></label>
        <select id={fontId} className="select" value={style.font} onChange={(event) => change(clip.id, { style: { ...style, font: event.currentTarget.value as NotoFont } })}>
          {NOTO_FONTS.map((font) => (
            <option key={font} value={font}>{font}</option>
          ))}
        </select>
      </div>
      <InspectorNumber label={t`Size (% of the height)`} value={Math.round(style.size * 1000) / 10} min={1} max={50} step={0.5} testId="clip-text-size" onCommit={(v) => change(clip.id, { style: { ...style, size: v / 100 } })} />
      <div className="insp-field">
        <label htmlFor={colourId}><Trans>Text color</Trans></label>
        <input id={colourId} type="color" value={style.colour} onChange={(event) => change(clip.id, { style: { ...style, colour: event.currentTarget.value } })} />
      </div>
    </fieldset>
  );
}
