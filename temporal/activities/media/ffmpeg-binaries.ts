import { execFileSync } from 'node:child_process';
import { getWorkerEnv } from '../../runtime/worker-env';

/** Checks at worker boot that ffmpeg and ffprobe run, with a message that says how to fix it. */
export function assertFfmpegAvailable(): string {
  const { FFMPEG_PATH, FFPROBE_PATH } = getWorkerEnv();
  try {
    execFileSync(FFPROBE_PATH, ['-version'], { stdio: 'ignore' });
    const version = execFileSync(FFMPEG_PATH, ['-version'], { encoding: 'utf8' }).split('\n')[0] ?? '';
    return version;
  } catch {
    throw new Error(
      `ffmpeg/ffprobe not found (FFMPEG_PATH=${FFMPEG_PATH}, FFPROBE_PATH=${FFPROBE_PATH}). ` +
        'Install Debian\'s ffmpeg (apt-get install ffmpeg) or run scripts/ensure.sh as root.',
    );
  }
}
