import { buildVoiceShiftFilter, type VoiceShiftOptions } from '../media/build-voice-shift-filter';
import { soundEffect } from './sound-effect';

/** Voice redaction: pitch and formant shift of every voice at assembly; the paid output copies the video. */
export const voiceRedactionEffect = soundEffect((options) => ({ kind: 'filter', filter: buildVoiceShiftFilter(options as unknown as VoiceShiftOptions) }));
