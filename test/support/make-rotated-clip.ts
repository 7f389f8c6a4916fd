import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * A phone-style portrait clip: the picture is stored as landscape (height x width) with a display matrix that turns
 * it upright, as phones record. The upright picture is black with a white square marker in its top-left corner
 * (20..100 px), so a test can tell which way up it was shown.
 *
 * ffmpeg 5.1 has no `-display_rotation` (it came in 6.0). `-metadata:s:v:0 rotate=90` writes a display matrix only
 * when the stream is copied (on an encode it is silently dropped), so the clip is encoded first and then remuxed with
 * the tag. ffprobe then reports side data `rotation: 90` (no `tags.rotate`), and decoding turns the picture 90 degrees
 * counter-clockwise by default: the stored picture is therefore the upright one turned clockwise.
 */
export function makeRotatedClip(path: string, options: { width: number; height: number; fps: number; durationS: number; audio?: { sampleRate: number; channels: number; frequency: number } }): string {
  const { width, height, fps, durationS, audio } = options;
  const stored = `${path}.stored.mp4`;
  const args = ['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=black:size=${width}x${height}:rate=${fps},drawbox=x=20:y=20:w=80:h=80:color=white:t=fill,transpose=clock`];
  if (audio) args.push('-f', 'lavfi', '-i', `sine=frequency=${audio.frequency}:sample_rate=${audio.sampleRate}`);
  args.push('-t', String(durationS), '-map', '0:v');
  if (audio) args.push('-map', '1:a', '-ac', String(audio.channels), '-c:a', 'aac');
  args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', stored);
  execFileSync('ffmpeg', args);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', stored, '-map', '0', '-c', 'copy', '-metadata:s:v:0', 'rotate=90', path]);
  rmSync(stored, { force: true });
  return path;
}
