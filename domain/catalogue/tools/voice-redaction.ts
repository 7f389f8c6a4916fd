import { defineTool } from '../define-tool';
import { VOICE_KEYWORD_SLUGS } from '../landing-pages';
import { AUDIO_TOOL_LIMITS, AUDIO_TOOL_OUTPUTS, AUDIO_TOOL_PREVIEW, makeAudioToolStates } from './audio-tool-shared';

/** Voice redaction: anonymises voices by changing pitch and tone. */
export const voiceRedaction = defineTool({
  id: 'voice_redaction',
  urlPath: 'voice-redaction',
  category: 'transform',
  label: 'Voice Redaction',
  shortDescription: 'Anonymize voices by changing their pitch and tone.',
  description: 'Makes speakers unrecognizable by shifting the pitch and tone of their voices.',
  limitation: 'Videos over 40 minutes are not supported.',
  hardware: 'cpu',
  limits: AUDIO_TOOL_LIMITS,
  credit: { perSecond: 0.05 },
  states: makeAudioToolStates('voice-redaction'),
  labels: { finishEditing: 'Finish redacting', editing: 'Redacting...', edited: 'Redacted' },
  options: [
    { id: 'preset', kind: 'select', values: ['light', 'medium', 'strong', 'custom'], default: 'medium', label: 'Anonymization' },
    // Used by the custom preset: pitch in semitones, and whether the voice's resonances move with it.
    { id: 'semitones', kind: 'range', min: -12, max: 12, step: 1, default: -4, label: 'Pitch shift (semitones)' },
    { id: 'formant', kind: 'select', values: ['shifted', 'preserved'], default: 'shifted', label: 'Voice character' },
  ],
  preview: AUDIO_TOOL_PREVIEW,
  outputs: AUDIO_TOOL_OUTPUTS,
  relatedTools: ['face_anonymizer', 'plate_blurring', 'video_background_noise_remover'],
  landing: { mainSlug: 'audio-redaction', keywords: VOICE_KEYWORD_SLUGS },
});
