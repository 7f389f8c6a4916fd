import { soundEffect } from './sound-effect';

/** Audio background noise remover: RNNoise on the sound at assembly; the paid output copies the video. */
export const noiseRemoverEffect = soundEffect((options) => ({ kind: 'denoise', strength: Number(options.strength ?? 7) }));
