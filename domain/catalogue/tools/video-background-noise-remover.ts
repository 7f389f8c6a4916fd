import { defineTool } from '../define-tool';
import { NOISE_KEYWORD_SLUGS } from '../landing-pages';
import { AUDIO_TOOL_LIMITS, AUDIO_TOOL_OUTPUTS, AUDIO_TOOL_PREVIEW, makeAudioToolStates } from './audio-tool-shared';

/** Audio background noise remover. */
export const videoBackgroundNoiseRemover = defineTool({
  id: 'video_background_noise_remover',
  urlPath: 'audio-background-noise-remover',
  category: 'enhance',
  label: 'Audio Background Noise Remover',
  shortDescription: 'Remove wind, crowd and background noise from a video’s audio.',
  description: 'Removes background noise from the audio track and keeps the voices.',
  limitation: 'Videos over 40 minutes are not supported.',
  hardware: 'cpu',
  limits: AUDIO_TOOL_LIMITS,
  credit: { perSecond: 0.05 },
  states: makeAudioToolStates('audio-background-noise-remover'),
  labels: { finishEditing: 'Finish removing noise', editing: 'Removing noise...', edited: 'Noise removed' },
  options: [
    { id: 'strength', kind: 'range', min: 1, max: 10, step: 1, default: 7, label: 'Noise reduction strength' },
  ],
  preview: AUDIO_TOOL_PREVIEW,
  outputs: AUDIO_TOOL_OUTPUTS,
  relatedTools: ['face_anonymizer', 'plate_blurring'],
  landing: { mainSlug: 'video-background-noise-remover', keywords: NOISE_KEYWORD_SLUGS },
});
