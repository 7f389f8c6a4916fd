import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface SpokenPhrase {
  text: string;
  /** Where the phrase's sound is in the clip (measured from espeak-ng's output, its own leading/trailing silence trimmed). */
  startS: number;
  endS: number;
}

const run = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** Seconds of sound (above -40 dBFS) in a WAV, start and end, measured with ffmpeg's silencedetect. */
function measureSound(path: string): { startS: number; endS: number; durationS: number } {
  const durationS = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], { encoding: 'utf8' }));
  const err = execFileSync('sh', ['-c', `ffmpeg -hide_banner -nostats -i '${path}' -af silencedetect=n=-40dB:d=0.05 -f null - 2>&1`], { encoding: 'utf8' });
  const ends = [...err.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  const starts = [...err.matchAll(/silence_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const startS = starts[0] === 0 || (starts[0] ?? 1) < 0.01 ? (ends[0] ?? 0) : 0;
  const lastStart = starts[starts.length - 1];
  const endS = lastStart !== undefined && lastStart > startS && (ends.length < starts.length || ends[ends.length - 1]! >= durationS - 0.01) ? lastStart : durationS;
  return { startS, endS, durationS };
}

/**
 * A clip of espeak-ng speech with long pauses between phrases over a moving test pattern, and where each phrase is.
 * `pausesS[i]` is the silence before phrase i.
 */
export function makeSpeechClip(dir: string, name: string, phrases: string[], pausesS: number[], options: { width?: number; height?: number } = {}): { path: string; phrases: SpokenPhrase[]; durationS: number } {
  const parts: string[] = [];
  const spoken: SpokenPhrase[] = [];
  let cursor = 0;
  phrases.forEach((text, i) => {
    const silence = join(dir, `${name}-pause-${i}.wav`);
    run(['-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono`, '-t', String(pausesS[i] ?? 1), '-c:a', 'pcm_s16le', silence]);
    parts.push(silence);
    cursor += pausesS[i] ?? 1;
    const raw = join(dir, `${name}-phrase-${i}-raw.wav`);
    execFileSync('espeak-ng', ['-s', '150', '-w', raw, text]);
    const wav = join(dir, `${name}-phrase-${i}.wav`);
    run(['-i', raw, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav]);
    const sound = measureSound(wav);
    spoken.push({ text, startS: cursor + sound.startS, endS: cursor + sound.endS });
    parts.push(wav);
    cursor += sound.durationS;
  });
  const tail = join(dir, `${name}-tail.wav`);
  run(['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(pausesS[phrases.length] ?? 1), '-c:a', 'pcm_s16le', tail]);
  parts.push(tail);
  cursor += pausesS[phrases.length] ?? 1;
  const audio = join(dir, `${name}-speech.wav`);
  run([...parts.flatMap((p) => ['-i', p]), '-filter_complex', `${parts.map((_, i) => `[${i}:a]`).join('')}concat=n=${parts.length}:v=0:a=1[a]`, '-map', '[a]', '-c:a', 'pcm_s16le', audio]);
  const path = join(dir, `${name}.mp4`);
  const size = `${options.width ?? 320}x${options.height ?? 240}`;
  run(['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`, '-i', audio, '-t', cursor.toFixed(3), '-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ar', '48000', '-shortest', path]);
  return { path, phrases: spoken, durationS: cursor };
}

/** A 12 s clip of four 3 s scenes: sharp, blurred, covered (a dark, flat picture), shaken; with a tone throughout. */
export function makeScenesClip(path: string, options: { width?: number; height?: number } = {}): { path: string; scenes: Record<'sharp' | 'blurred' | 'covered' | 'shaky', { startS: number; endS: number }> } {
  const w = options.width ?? 640;
  const h = options.height ?? 360;
  run([
    '-f', 'lavfi', '-i', `testsrc2=s=${w}x${h}:r=25:d=3`,
    '-f', 'lavfi', '-i', `testsrc2=s=${w}x${h}:r=25:d=3`,
    '-f', 'lavfi', '-i', `color=c=0x101010:s=${w}x${h}:r=25:d=3`,
    '-f', 'lavfi', '-i', `mandelbrot=s=${Math.round(w * 1.25)}x${Math.round(h * 1.4)}:r=25`,
    '-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=48000:duration=12',
    '-filter_complex',
    `[1]gblur=sigma=12[b];[2]noise=alls=3:allf=t[c];[3]trim=duration=3,crop=${w}:${h}:'${Math.round(w * 0.125)}+${Math.round(w * 0.06)}*sin(n*2.1)':'${Math.round(h * 0.2)}+${Math.round(h * 0.08)}*cos(n*2.9)',setpts=PTS-STARTPTS[d];[0][b][c][d]concat=n=4:v=1:a=0,format=yuv420p[v]`,
    '-map', '[v]', '-map', '4:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-t', '12', path,
  ]);
  return { path, scenes: { sharp: { startS: 0, endS: 3 }, blurred: { startS: 3, endS: 6 }, covered: { startS: 6, endS: 9 }, shaky: { startS: 9, endS: 12 } } };
}

/** Debian opencv-doc's sample photos. */
const PHOTOS = '/usr/share/doc/opencv-doc/examples/data';

/**
 * Four held photos with a hard cut every 3 s (12 s, 25 fps, a tone throughout). By default: fruits, home blurred with
 * gblur (sigma 6 at 640 px), then a stereo pair (aloeL, aloeR: so alike that scdet scores their cut 9.5, under its
 * usual fixed limit of 10). `options` makes other sizes, photos, blurs and encodings of the same case.
 */
export function makeStillShotsClip(
  path: string,
  options: { photos?: string[]; blurredIndex?: number; sigma?: number; width?: number; height?: number; fps?: number; encoder?: string[] } = {},
): { path: string; cutsS: number[]; blurred: { startS: number; endS: number } } {
  const photos = options.photos ?? ['fruits.jpg', 'home.jpg', 'aloeL.jpg', 'aloeR.jpg'];
  const blurredIndex = options.blurredIndex ?? 1;
  const fps = options.fps ?? 25;
  run([
    ...photos.flatMap((photo) => ['-loop', '1', '-framerate', String(fps), '-t', '3', '-i', `${PHOTOS}/${photo}`]),
    '-f', 'lavfi', '-i', 'sine=frequency=300:sample_rate=48000:duration=12',
    '-filter_complex', `${photos.map((_, i) => `[${i}]scale=${options.width ?? 640}:${options.height ?? 360},setsar=1${i === blurredIndex ? `,gblur=sigma=${options.sigma ?? 6}` : ''}[p${i}]`).join(';')};${photos.map((_, i) => `[p${i}]`).join('')}concat=n=4:v=1:a=0,format=yuv420p[v]`,
    '-map', '[v]', '-map', '4:a', ...(options.encoder ?? ['-c:v', 'libx264', '-preset', 'ultrafast']), '-c:a', 'aac', '-t', '12', path,
  ]);
  return { path, cutsS: [3, 6, 9], blurred: { startS: blurredIndex * 3, endS: blurredIndex * 3 + 3 } };
}

/** A photo panned across (8 s, a 640x360 window moving over building.jpg, 25 fps, a tone throughout; or another size and rate). */
export function makePannedPhotoClip(path: string, options: { width?: number; height?: number; fps?: number } = {}): { path: string; durationS: number } {
  const [w, h] = [options.width ?? 640, options.height ?? 360];
  // The photo (800 px wide) is enlarged for windows wider than 640 px, so the window still travels across it.
  const fit = w > 640 ? `scale=${Math.round(w * 1.25)}:-2,` : '';
  run([
    '-loop', '1', '-framerate', String(options.fps ?? 25), '-i', `${PHOTOS}/building.jpg`, '-f', 'lavfi', '-i', 'sine=frequency=500:sample_rate=48000:duration=8',
    '-filter_complex', w > 640 ? `[0]${fit}crop=${w}:${h}:'(iw-${w})*t/8':(ih-${h})/2,setsar=1,format=yuv420p[v]` : "[0]crop=640:360:'(iw-640)*t/8':120,setsar=1,format=yuv420p[v]",
    '-map', '[v]', '-map', '1:a', '-t', '8', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', path,
  ]);
  return { path, durationS: 8 };
}
