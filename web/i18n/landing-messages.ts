import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActiveToolId } from '../../domain/catalogue/tool-ids';

/** Each active tool's marketing headline (landing pages); the rest of a landing page is built from catalogue data. */
export const LANDING_HEADLINES: Record<ActiveToolId, MessageDescriptor> = {
  highlight_video_maker: msg`Turn raw footage into a finished video with AI`,
  one_editor: msg`Trim, cut, merge and add effects in one online editor`,
  motion_graphics: msg`Make motion graphics videos from a text prompt`,
  video_background_remover: msg`Change a video’s background in a few clicks`,
  auto_video_background_remover: msg`Remove a video’s background automatically`,
  face_anonymizer: msg`Blur faces in videos automatically`,
  plate_blurring: msg`Blur license plates in videos automatically`,
  voice_redaction: msg`Anonymize the voices in your videos`,
  video_enhancer: msg`Upscale your videos to 4K with AI`,
  face_enhancer: msg`Restore faces and upscale your videos`,
  video_sharpener: msg`Sharpen blurry videos online`,
  video_lightener: msg`Brighten dark videos online`,
  video_stabilizer: msg`Stabilize shaky videos online`,
  slow_mo: msg`Make smooth slow motion with AI frame interpolation`,
  video_background_noise_remover: msg`Remove background noise from your videos`,
  video_summarizer_chat: msg`Ask your video anything and get summaries with timestamps`,
};

/** The last sentence of a translated landing page's meta description. */
export const LANDING_FREE_NOTE = msg`Try it free with a watermarked preview, in your browser, with nothing to install.`;
