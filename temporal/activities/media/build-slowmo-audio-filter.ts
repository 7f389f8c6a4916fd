export type SlowmoAudio = 'stretch' | 'drop';

/**
 * The audio filter for a slow-motion render of `durationS` of source audio: 'stretch' plays it `factor` times slower at
 * its own pitch (rubberband phase-vocoder stretch; 'smooth' transients and the long window suit slow motion's large
 * factors better than the speech-tuned defaults); 'drop' returns null: render without audio.
 */
export function buildSlowmoAudioFilter(options: { audio: SlowmoAudio; factor: number; durationS: number }): string | null {
  if (options.audio === 'drop') return null;
  // ffmpeg 5.1's rubberband does not flush its latency at the end of the stream (2 s at x2 came out 0.1 s short):
  // feed it a second of silence and cut the output at exactly factor x the input duration.
  const endS = (options.durationS * options.factor).toFixed(6);
  return `apad=pad_dur=1,rubberband=tempo=${(1 / options.factor).toFixed(6)}:pitch=1:transients=smooth:window=long,atrim=end=${endS}`;
}
