import { useEffect, useRef, useState } from 'react';
import type { AudioClip, ProjectDoc } from '../../domain/editing/timeline/project-doc';
import { getSourceFrame } from '../../domain/editing/timeline/get-source-frame';
import { pxToFrame } from './timeline-scale';

interface Peaks {
  peaksPerSecond: number;
  peaks: number[];
}

// Peaks are fetched once per file and shared by every clip cut from it.
const cache = new Map<string, Promise<Peaks | null>>();
function loadPeaks(url: string): Promise<Peaks | null> {
  if (!cache.has(url)) {
    cache.set(
      url,
      fetch(url)
        .then((response) => (response.ok ? (response.json() as Promise<Peaks>) : null))
        .catch(() => null),
    );
  }
  return cache.get(url)!;
}

/** A canvas no wider than this (a long clip zoomed in draws its first part; browsers refuse huge canvases). */
const MAX_CANVAS_PX = 4096;

/** An audio clip's waveform: for each pixel column, the loudest peak of the source time it covers. */
export function ClipWaveform(props: { clip: AudioClip; url: string; zoom: number; rate: ProjectDoc['frameRate']; width: number; height: number }) {
  const { clip, url, zoom, rate, width, height } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [peaks, setPeaks] = useState<Peaks | null>(null);
  useEffect(() => {
    let live = true;
    void loadPeaks(url).then((p) => live && setPeaks(p));
    return () => {
      live = false;
    };
  }, [url]);
  const w = Math.min(MAX_CANVAS_PX, Math.ceil(width));
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !peaks) return;
    context.clearRect(0, 0, w, height);
    context.fillStyle = 'rgba(255,255,255,0.75)';
    const sourceRate = clip.source.rate.num / clip.source.rate.den;
    for (let x = 0; x < w; x++) {
      const from = Math.floor((getSourceFrame(clip, rate, pxToFrame(x, zoom)) / sourceRate) * peaks.peaksPerSecond);
      const to = Math.max(from + 1, Math.floor((getSourceFrame(clip, rate, pxToFrame(x + 1, zoom)) / sourceRate) * peaks.peaksPerSecond));
      let peak = 0;
      for (let i = from; i < to && i < peaks.peaks.length; i++) peak = Math.max(peak, peaks.peaks[i] ?? 0);
      const h = Math.max(1, peak * height);
      context.fillRect(x, (height - h) / 2, 1, h);
    }
  }, [peaks, clip, zoom, rate, w, height]);
  return <canvas ref={canvas} className="tl-wave" width={w} height={height} aria-hidden />;
}
