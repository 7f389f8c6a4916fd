import { execFileSync } from 'node:child_process';

/** A file's audio (optionally after an -af chain), downmixed to mono float samples at `sampleRate`. */
export function readPcm(path: string, sampleRate: number, af?: string): Float32Array {
  const args = ['-v', 'error', '-i', path, '-map', '0:a:0'];
  if (af) args.push('-af', af);
  const raw = execFileSync('ffmpeg', [...args, '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', '-'], { maxBuffer: 1024 * 1024 * 1024 });
  return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
}
