import type { AlphaFormat } from '../../../domain/rules/get-alpha-format';
import type { FfmpegJob } from './ffmpeg-job';

/**
 * Segment encoder settings for a transparent render: ProRes 4444 with its alpha plane (10-bit 4:4:4:4), intra-only,
 * so segments join by stream copy into a MOV, or are encoded once into VP9 with alpha at assembly. The shared options
 * (frame count, timestamps, filter chain) stay those of every segment; only the codec and the chain's last pixel format
 * change (the chain's yuv420p would drop the alpha).
 */
export function toAlphaSegmentOptions(options: string[]): string[] {
  const out = [...options];
  const vf = out.indexOf('-vf') + 1;
  out[vf] = out[vf]!.replace(/format=yuv420p$/, 'format=yuva444p10le');
  const codec = out.indexOf('-c:v');
  // -c:v libx264 -preset veryfast -crf 20 -pix_fmt yuv420p
  out.splice(codec, 8, '-c:v', 'prores_ks', '-profile:v', '4444', '-pix_fmt', 'yuva444p10le', '-alpha_bits', '16');
  out[out.indexOf('-f') + 1] = 'mov';
  return out;
}

/** The assembly for a transparent output: ProRes 4444 segments copied into a MOV, or encoded once into WebM VP9 with alpha. */
export function toAlphaAssembleJob(job: FfmpegJob, format: AlphaFormat): FfmpegJob {
  const out = [...job.outputOptions];
  const codec = out.indexOf('-c:v');
  if (format === 'webm') {
    // libvpx-vp9 keeps alpha only with yuva420p and without alt-ref frames; opus is WebM's sound.
    out.splice(codec, 2, '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuva420p', '-auto-alt-ref', '0', '-b:v', '0', '-crf', '32', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1');
    const audio = out.indexOf('aac');
    if (audio >= 0) out[audio] = 'libopus';
    const flags = out.indexOf('-movflags');
    if (flags >= 0) out.splice(flags, 2);
    out[out.indexOf('-f') + 1] = 'webm';
  } else {
    out[out.indexOf('-f') + 1] = 'mov';
  }
  return { ...job, outputOptions: out };
}
