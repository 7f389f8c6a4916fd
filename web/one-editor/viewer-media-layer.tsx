import { useEffect, useRef } from 'react';
import type { ActiveClip } from '../../domain/editing/timeline/get-active-items';
import type { EditorFile } from '../../domain/editing/timeline/editor-contract';
import { getAnimatedValue } from '../../domain/editing/timeline/get-animated-value';
import { rationalToNumber, type Rational } from '../../domain/editing/timeline/rational';
import { dbToGain, getFrameSeekS } from './timeline-scale';

/** Frames a playing element may drift from the clock before it is put back. */
const DRIFT_FRAMES = 3;

/**
 * One clip in the viewer: a video (its proxy) or, for a sound-only clip, an audio element. Paused or stepping, it
 * seeks to the middle of the exact source frame; playing forwards, it plays at the shuttle speed times the clip's
 * and is put back on the clock when it drifts.
 */
export function ViewerMediaLayer(props: {
  item: ActiveClip;
  file: EditorFile;
  visible: boolean;
  playing: boolean;
  playbackRate: number;
  projectRate: Rational;
  opacity: number;
  zIndex: number;
  docWidth: number;
  docHeight: number;
}) {
  const { item, file, visible, playing, playbackRate, opacity, zIndex } = props;
  const element = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const clip = item.clip.kind === 'text' ? null : item.clip;
  const sourceFrame = item.sourceFrame ?? 0;
  const target = clip ? getFrameSeekS(sourceFrame, clip.source.rate) : 0;
  const audio = clip?.audio ?? null;
  const gain = item.audible && audio ? dbToGain(getAnimatedValue(audio.volume, item.localFrame)) : 0;
  const speed = clip ? rationalToNumber(clip.speed.ratio) : 1;
  const src = file.proxyUrl ?? file.mediaUrl;

  useEffect(() => {
    const media = element.current;
    if (!media || !clip) return;
    media.volume = gain;
    media.muted = gain === 0;
    const forward = playing && playbackRate > 0;
    if (forward) {
      media.playbackRate = Math.min(16, playbackRate * speed);
      if (Math.abs(media.currentTime - target) > (DRIFT_FRAMES * clip.source.rate.den) / clip.source.rate.num) media.currentTime = target;
      if (media.paused) void media.play().catch(() => undefined);
    } else {
      if (!media.paused) media.pause();
      if (Math.abs(media.currentTime - target) > 1e-3) media.currentTime = target;
    }
    // A new source (the proxy arriving after the upload's media is made) starts at 0: seek it again.
  }, [target, playing, playbackRate, gain, speed, src]);

  if (!clip) return null;
  if (clip.kind === 'audio' || !visible) return <audio ref={element} src={src} preload="auto" data-testid="viewer-audio" data-clip-id={clip.id} />;
  const f = item.localFrame;
  const tr = clip.transform;
  const value = (a: typeof tr.x) => getAnimatedValue(a, f);
  const c = clip.colour;
  const style: React.CSSProperties = {
    opacity,
    zIndex,
    transform: `translate(${value(tr.x) * 100}%, ${value(tr.y) * 100}%) scale(${value(tr.scale)}) rotate(${value(tr.rotation)}deg)`,
    clipPath: `inset(${value(tr.cropTop) * 100}% ${value(tr.cropRight) * 100}% ${value(tr.cropBottom) * 100}% ${value(tr.cropLeft) * 100}%)`,
    filter: `brightness(${2 ** c.exposure}) contrast(${1 + c.contrast}) saturate(${1 + c.saturation}) hue-rotate(${-c.temperature * 15}deg)`,
  };
  return (
    <video
      ref={element}
      className="viewer-layer"
      src={src}
      preload="auto"
      playsInline
      style={style}
      data-testid="viewer-video"
      data-clip-id={clip.id}
      data-source-frame={sourceFrame}
    />
  );
}
