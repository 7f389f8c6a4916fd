import { execFileSync, spawnSync } from 'node:child_process';

/**
 * PSNR (dB, all planes) and SSIM (all planes) of `test` against `reference`, by ffmpeg's psnr and ssim filters, frame
 * by frame and averaged. `test` is scaled to the reference's size first only when `scaleTo` is given.
 */
export function measureQuality(reference: string, test: string, options: { frames?: number } = {}): { psnr: number; ssim: number; psnrY: number; ssimY: number } {
  const frames = options.frames ? ['-frames:v', String(options.frames)] : [];
  const run = (filter: string) => {
    const result = spawnSync('ffmpeg', ['-v', 'info', '-nostats', '-i', test, '-i', reference, '-lavfi', `[0:v]format=yuv444p[a];[1:v]format=yuv444p[b];[a][b]${filter}`, ...frames, '-f', 'null', '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`ffmpeg ${filter} failed: ${result.stderr.slice(-400)}`);
    return result.stderr;
  };
  const [psnrText, ssimText] = [run('psnr'), run('ssim')];
  const psnr = /PSNR .*average:([\d.]+|inf)/.exec(psnrText)?.[1];
  const psnrY = /PSNR y:([\d.]+|inf)/.exec(psnrText)?.[1];
  const ssim = /SSIM .*All:([\d.]+)/.exec(ssimText)?.[1];
  const ssimY = /SSIM Y:([\d.]+)/.exec(ssimText)?.[1];
  if (!psnr || !ssim || !psnrY || !ssimY) throw new Error('ffmpeg printed no PSNR/SSIM');
  const num = (v: string) => (v === 'inf' ? Infinity : Number(v));
  return { psnr: num(psnr), ssim: num(ssim), psnrY: num(psnrY), ssimY: num(ssimY) };
}

/** Writes packed RGB pixels as a PNG (for ffmpeg's comparisons). */
export function writeRgbPng(path: string, frame: { data: Uint8Array; width: number; height: number }): string {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${frame.width}x${frame.height}`, '-i', '-', path], { input: frame.data });
  return path;
}

/** Reads an image (or a video's first frame) as packed RGB at a size. */
export function readRgb(path: string, width: number, height: number, filter = `scale=${width}:${height}:flags=area`): { data: Uint8Array; width: number; height: number } {
  const data = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-vf', `${filter},format=rgb24`, '-frames:v', '1', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 28 });
  return { data: new Uint8Array(data), width, height };
}
