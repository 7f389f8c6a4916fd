export type VoiceShiftPreset = 'light' | 'medium' | 'strong' | 'custom';

export interface VoiceShiftOptions {
  preset: VoiceShiftPreset;
  /** Custom only: -12..12 semitones. */
  semitones?: number;
  /** Custom only: 'preserved' keeps the vocal tract's resonances (sounds like the same kind of voice, just higher or
   * lower); 'shifted' moves them with the pitch, which changes the timbre and disguises the speaker more. */
  formant?: 'preserved' | 'shifted';
}

/**
 * Presets: light lowers 3 semitones with formants preserved (natural-sounding, masks pitch only); medium lowers 5 with
 * formants shifted (timbre changes too); strong raises 7 with formants shifted (hardest to recognise; lowering that far
 * turns speech into a growl that loses words).
 */
const PRESETS: Record<Exclude<VoiceShiftPreset, 'custom'>, { semitones: number; formant: 'preserved' | 'shifted' }> = {
  light: { semitones: -3, formant: 'preserved' },
  medium: { semitones: -5, formant: 'shifted' },
  strong: { semitones: 7, formant: 'shifted' },
};

/** The pitch ratio a voice-shift option applies (2^(semitones/12)), for the filter and for tests. */
export function getVoiceShiftRatio(options: VoiceShiftOptions): number {
  return 2 ** (resolve(options).semitones / 12);
}

/**
 * The voice redaction audio filter: a rubberband pitch shift at unchanged tempo, with formants kept or moved, then a
 * fixed make-up gain so the redacted voice is as loud as the original.
 */
export function buildVoiceShiftFilter(options: VoiceShiftOptions): string {
  const { semitones, formant } = resolve(options);
  // pitchq=quality: the default 'speed' mode is audibly rougher on speech, and a redaction pass is not real-time.
  const shift = `rubberband=pitch=${(2 ** (semitones / 12)).toFixed(6)}:formant=${formant}:pitchq=quality`;
  const gain = makeupGainDb(semitones, formant);
  return Math.abs(gain) < 0.05 ? shift : `${shift},volume=${gain.toFixed(2)}dB`;
}

/**
 * Loudness rubberband loses, fitted to EBU R128 measurements of espeak-ng speech through ffmpeg 5.1's rubberband
 * (input -19.7 LUFS): preserving formants while raising pitch loses about 0.4 dB per semitone (+4: -2.7 dB, +12: -5.8);
 * shifted formants lose 0.7-2.2 dB, most when lowering.
 */
function makeupGainDb(semitones: number, formant: 'preserved' | 'shifted'): number {
  if (semitones === 0) return 0;
  if (formant === 'preserved') return semitones > 0 ? 0.95 + 0.41 * semitones : 0.8 + 0.178 * (semitones + 3);
  return semitones > 0 ? 0.75 : 0.8 - 0.115 * semitones;
}

function resolve(options: VoiceShiftOptions): { semitones: number; formant: 'preserved' | 'shifted' } {
  if (options.preset !== 'custom') return PRESETS[options.preset] ?? PRESETS.medium;
  const raw = Number(options.semitones ?? 0);
  const semitones = Math.min(12, Math.max(-12, Number.isFinite(raw) ? raw : 0));
  return { semitones, formant: options.formant === 'preserved' ? 'preserved' : 'shifted' };
}
