import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLingui } from '@lingui/react/macro';
import { getActiveItems, type ActiveClip } from '../../domain/editing/timeline/get-active-items';
import { getProjectDuration } from '../../domain/editing/timeline/get-project-duration';
import type { ProjectDoc } from '../../domain/editing/timeline/project-doc';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { editorState } from './editor-store';
import { useEditorDoc } from './use-editor-doc';
import { getPlaybackFrame } from './timeline-scale';
import { ViewerMediaLayer } from './viewer-media-layer';
import { ViewerTextLayer } from './viewer-text-layer';

/**
 * The composition at the playhead, one element per visible layer (bottom track first): videos on their proxies,
 * titles as text. Playing advances the playhead on a clock in whole project frames; paused, every layer shows exactly
 * the source frame the document names (get-active-items).
 */
export function Viewer() {
  const { t } = useLingui();
  const state = useSnapshot(editorState);
  const { doc } = useEditorDoc();
  usePlaybackClock(doc);
  const active = getActiveItems(doc, state.playhead);
  const { width, height } = doc.size;
  return (
    <section className="viewer card" aria-label={t`Viewer`}>
      <div className="viewer-frame" style={{ aspectRatio: `${width} / ${height}` }} data-testid="viewer" data-frame={state.playhead}>
        {active.flatMap((track, layer) =>
          track.clips.map((item, i) => {
            const opacity = layerOpacity(item, track.transition ? (i === 0 ? 1 - mixOf(track.transition.mix) : mixOf(track.transition.mix)) : 1);
            const common = { key: item.clip.id, opacity, zIndex: layer * 2 + i, docHeight: height, docWidth: width };
            if (item.clip.kind === 'text') return track.visible ? <ViewerTextLayer {...common} clip={item.clip} /> : null;
            const file = state.files[item.clip.source.fileId] as EditorFile | undefined;
            if (!file) return null;
            return (
              <ViewerMediaLayer
                {...common}
                item={item}
                file={file}
                visible={track.visible}
                playing={state.shuttle !== 0}
                playbackRate={state.shuttle}
                projectRate={doc.frameRate}
              />
            );
          }),
        )}
      </div>
    </section>
  );
}

const mixOf = (mix: { num: number; den: number }) => mix.num / mix.den;

/** A layer's opacity at its clip-local frame: its share of a transition times its fades from and to black. */
function layerOpacity(item: ActiveClip, share: number): number {
  const { clip, localFrame } = item;
  if (clip.kind !== 'video') return share;
  let fade = 1;
  if (clip.fadeIn > 0 && localFrame < clip.fadeIn) fade = Math.min(fade, (localFrame + 1) / (clip.fadeIn + 1));
  if (clip.fadeOut > 0 && localFrame >= clip.duration - clip.fadeOut) fade = Math.min(fade, (clip.duration - localFrame) / (clip.fadeOut + 1));
  return share * fade;
}

/** While the shuttle runs, moves the playhead on the clock; stops at either end of the project. */
function usePlaybackClock(doc: ProjectDoc) {
  const { shuttle } = useSnapshot(editorState);
  const docRef = useRef(doc);
  docRef.current = doc;
  useEffect(() => {
    if (shuttle === 0) return;
    const startFrame = editorState.playhead;
    const startTime = performance.now();
    let handle = requestAnimationFrame(function tick(now) {
      const end = getProjectDuration(docRef.current);
      const frame = getPlaybackFrame(startFrame, (now - startTime) / 1000, docRef.current.frameRate, shuttle);
      if (frame >= end || frame < 0) {
        editorState.playhead = Math.max(0, Math.min(end - 1, frame));
        editorState.shuttle = 0;
        return;
      }
      if (frame !== editorState.playhead) editorState.playhead = frame;
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, [shuttle]);
}
