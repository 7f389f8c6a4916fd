import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangerClick } from '../../domain/jobs/changer-view';
import type { ClientJob } from '../../server/routers/job-for-client';
import { trpc, getDomainError, type DomainErrorData } from '../trpc';
import { ErrorMessage } from './error-message';

/** Paints a mask PNG (white object on black) as a translucent blue layer over the frame. */
function paintMask(canvas: HTMLCanvasElement, maskUrl: string | null, frame: number): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  if (!maskUrl) {
    context.clearRect(0, 0, canvas.width, canvas.height);
    canvas.dataset.coverage = '0';
    canvas.dataset.frame = String(frame);
    return;
  }
  const image = new Image();
  image.onload = () => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    let covered = 0;
    let sumX = 0;
    for (let p = 0; p < pixels.data.length; p += 4) {
      const inside = pixels.data[p]! > 127;
      if (inside) {
        covered++;
        sumX += (p / 4) % canvas.width;
      }
      pixels.data.set(inside ? [70, 110, 255, 140] : [0, 0, 0, 0], p);
    }
    context.putImageData(pixels, 0, 0);
    // What the page shows, for people's tools and tests: the mask's share of the frame, its centre, its frame.
    canvas.dataset.coverage = (covered / (canvas.width * canvas.height)).toFixed(4);
    canvas.dataset.centreX = covered ? (sumX / covered / canvas.width).toFixed(4) : '';
    canvas.dataset.frame = String(frame);
  };
  image.src = maskUrl;
}

/**
 * The background changer's editor: a frame of the video at the working size; a click marks the object to keep
 * (shift-click, or the Exclude mode, takes a region away) and its mask appears over the frame; a scrubber moves to
 * other frames for corrective clicks; Propagate carries the masks across the range; Preview renders with the options.
 */
export function BackgroundChangerPanel({ job }: { job: ClientJob }) {
  const { t } = useLingui();
  const changer = job.changer!;
  const jobId = job.job_id;
  const [frame, setFrame] = useState(changer.frames.first);
  const [mode, setMode] = useState<'include' | 'exclude'>('include');
  const [clicksByFrame, setClicksByFrame] = useState<Map<number, ChangerClick[]>>(() => new Map(changer.keyframes.map((k) => [k.frame, k.clicks])));
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [mask, setMask] = useState<{ url: string | null; frame: number }>({ url: null, frame });
  const [lastMs, setLastMs] = useState<number | null>(null);
  const [error, setError] = useState<DomainErrorData | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const showFrame = trpc.changer.frame.useMutation();
  const click = trpc.changer.click.useMutation();
  const propagate = trpc.changer.propagate.useMutation();
  const finish = trpc.changer.finish.useMutation();
  const editing = job.stage === 'awaiting_selection' && changer.model !== null;
  const busy = click.isPending || changer.propagating || !editing;

  // A new frame (or the end of a propagation) shows that frame and its current mask.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    showFrame.mutateAsync({ jobId, frame }).then(
      (result) => {
        if (!live) return;
        setFrameUrl(result.frameUrl);
        setMask({ url: result.maskUrl, frame });
      },
      (e: unknown) => live && setError(getDomainError(e)),
    );
    return () => {
      live = false;
    };
  }, [jobId, frame, editing, changer.propagated]);
  useEffect(() => {
    if (canvas.current) paintMask(canvas.current, mask.url, mask.frame);
  }, [mask]);

  async function onClick(event: React.MouseEvent<HTMLDivElement>) {
    if (busy) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = { x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)), y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)), include: mode === 'include' && !event.shiftKey };
    const clicks = [...(clicksByFrame.get(frame) ?? []), point];
    setError(null);
    const startedAt = performance.now();
    try {
      const result = await click.mutateAsync({ jobId, frame, clicks });
      setClicksByFrame((previous) => new Map(previous).set(frame, clicks));
      setMask({ url: result.maskUrl, frame });
      setLastMs(Math.round(performance.now() - startedAt));
    } catch (e) {
      setError(getDomainError(e));
    }
  }

  const seconds = lastMs === null ? null : (lastMs / 1000).toFixed(1);
  const shown = frame - changer.frames.first + 1;
  const total = changer.frames.count;
  const clicked = changer.keyframes.length;
  const points = clicksByFrame.get(frame) ?? [];
  return (
    <div className="card panel stack" data-testid="background-changer">
      <h2 style={{ margin: 0 }}><Trans>Click the objects to keep</Trans></h2>
      <p className="hint" style={{ margin: 0 }}><Trans>Click an object to keep it. Shift-click (or Exclude) takes a region away. Correct other frames with more clicks, then propagate.</Trans></p>
      <div role="radiogroup" aria-label={t`Click mode`} style={{ display: 'flex', gap: 8 }}>
        <button className={`btn ${mode === 'include' ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={mode === 'include'} onClick={() => setMode('include')} data-testid="mode-include"><Trans>Include</Trans></button>
        <button className={`btn ${mode === 'exclude' ? 'btn-primary' : 'btn-secondary'}`} aria-pressed={mode === 'exclude'} onClick={() => setMode('exclude')} data-testid="mode-exclude"><Trans>Exclude</Trans></button>
      </div>
      <div
        onClick={(e) => void onClick(e)}
        style={{ position: 'relative', width: '100%', aspectRatio: `${changer.working.width} / ${changer.working.height}`, cursor: busy ? 'wait' : 'crosshair', background: '#111', borderRadius: 8, overflow: 'hidden' }}
        data-testid="changer-frame"
      >
        {frameUrl && <img src={frameUrl} alt={t`Frame ${shown} of ${total}`} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} draggable={false} />}
        <canvas ref={canvas} width={changer.working.width} height={changer.working.height} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }} data-testid="changer-mask" />
        {points.map((p, i) => (
          <span key={i} style={{ position: 'absolute', left: `${p.x * 100}%`, top: `${p.y * 100}%`, width: 10, height: 10, marginLeft: -5, marginTop: -5, borderRadius: 5, background: p.include ? '#22c55e' : '#ef4444', border: '2px solid white', pointerEvents: 'none' }} />
        ))}
      </div>
      <label className="stack" style={{ gap: 4 }}>
        <span className="hint"><Trans>Frame {shown} of {total}</Trans></span>
        <input type="range" min={changer.frames.first} max={changer.frames.first + changer.frames.count - 1} value={frame} onChange={(e) => setFrame(Number(e.target.value))} disabled={changer.propagating} data-testid="changer-scrubber" />
      </label>
      {click.isPending && <p className="hint" style={{ margin: 0 }}><Trans>Finding the object…</Trans></p>}
      {seconds !== null && !click.isPending && <p className="hint" style={{ margin: 0 }} data-testid="mask-time"><Trans>Mask ready in {seconds} s</Trans></p>}
      {changer.propagating && <p className="hint" style={{ margin: 0 }} data-testid="propagating"><Trans>Propagating the masks across the video…</Trans></p>}
      {changer.propagated && !changer.propagating && <p className="hint" style={{ margin: 0 }} data-testid="propagated"><Trans>Every frame has a mask. Scrub to check them.</Trans></p>}
      <button className="btn btn-secondary btn-block" disabled={busy || clicked === 0 || changer.propagated} onClick={() => void propagate.mutateAsync({ jobId }).catch((e: unknown) => setError(getDomainError(e)))} data-testid="propagate">
        <Trans>Propagate</Trans>
      </button>
      <button className="btn btn-primary btn-block" disabled={busy || clicked === 0} onClick={() => void finish.mutateAsync({ jobId }).catch((e: unknown) => setError(getDomainError(e)))} data-testid="changer-finish">
        <Trans>Preview with the new background</Trans>
      </button>
      <ErrorMessage error={error} />
    </div>
  );
}
