/** Root mean square of samples [from, to). */
export function rms(samples: Float32Array, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** 20 log10 of a ratio of amplitudes. */
export function db(ratio: number): number {
  return 20 * Math.log10(ratio);
}

/**
 * Frequency of the strongest spectral peak between minHz and maxHz, by a direct DFT scan refined parabolically:
 * slow but exact enough for a test's pure tone.
 */
export function dominantFrequency(samples: Float32Array, sampleRate: number, minHz = 50, maxHz = 4000): number {
  const n = Math.min(samples.length, Math.round(sampleRate / 4));
  const start = Math.floor((samples.length - n) / 2);
  const power = (hz: number) => {
    let re = 0;
    let im = 0;
    for (let i = 0; i < n; i++) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
      const phase = (2 * Math.PI * hz * i) / sampleRate;
      re += samples[start + i]! * w * Math.cos(phase);
      im -= samples[start + i]! * w * Math.sin(phase);
    }
    return re * re + im * im;
  };
  let best = minHz;
  let bestPower = -1;
  for (let hz = minHz; hz <= maxHz; hz += 2) {
    const p = power(hz);
    if (p > bestPower) [best, bestPower] = [hz, p];
  }
  const [l, c, r] = [power(best - 1), power(best), power(best + 1)];
  const shift = (0.5 * (l - r)) / Math.max(1e-12, l - 2 * c + r);
  return best + Math.max(-1, Math.min(1, shift));
}

/**
 * Median fundamental frequency over voiced frames (40 ms windows, normalised autocorrelation peak above 0.6 within
 * 60-500 Hz, frames below a tenth of the loudest frame's RMS skipped), or NaN when nothing is voiced.
 */
export function estimateF0(samples: Float32Array, sampleRate: number): number {
  const frame = Math.round(0.04 * sampleRate);
  const hop = Math.round(0.01 * sampleRate);
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.ceil(sampleRate / 60);
  let loudest = 0;
  for (let s = 0; s + frame + maxLag < samples.length; s += hop) loudest = Math.max(loudest, rms(samples, s, s + frame));
  const estimates: number[] = [];
  for (let s = 0; s + frame + maxLag < samples.length; s += hop) {
    if (rms(samples, s, s + frame) < loudest / 10) continue;
    let bestLag = 0;
    let bestR = 0;
    const corr: number[] = [];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let xy = 0;
      let xx = 0;
      let yy = 0;
      for (let i = 0; i < frame; i++) {
        const x = samples[s + i]!;
        const y = samples[s + i + lag]!;
        xy += x * y;
        xx += x * x;
        yy += y * y;
      }
      const r = xy / Math.sqrt(xx * yy + 1e-12);
      corr.push(r);
      if (r > bestR) [bestR, bestLag] = [r, lag];
    }
    if (bestR < 0.6) continue;
    // Prefer the shortest lag whose correlation is nearly as high: the fundamental, not a multiple of its period.
    const first = corr.findIndex((r, i) => r > 0.9 * bestR && i > 0 && r >= corr[i - 1]! && r >= (corr[i + 1] ?? -1));
    const lag = first >= 0 ? first + minLag : bestLag;
    estimates.push(sampleRate / lag);
  }
  if (estimates.length === 0) return Number.NaN;
  estimates.sort((a, b) => a - b);
  return estimates[Math.floor(estimates.length / 2)]!;
}

/** Scale-invariant signal-to-distortion ratio of `estimate` against `reference` (same length and alignment), in dB. */
export function siSdr(reference: Float32Array, estimate: Float32Array): number {
  const n = Math.min(reference.length, estimate.length);
  let dot = 0;
  let energy = 0;
  for (let i = 0; i < n; i++) {
    dot += reference[i]! * estimate[i]!;
    energy += reference[i]! * reference[i]!;
  }
  const alpha = dot / energy;
  let target = 0;
  let noise = 0;
  for (let i = 0; i < n; i++) {
    const t = alpha * reference[i]!;
    target += t * t;
    noise += (estimate[i]! - t) ** 2;
  }
  return 10 * Math.log10(target / noise);
}
