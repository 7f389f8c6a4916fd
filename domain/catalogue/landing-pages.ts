/**
 * Marketing landing pages, all under /tools/{slug} (catalogue spec §2), as the spec groups them.
 * Tools reference these lists; nothing else restates a slug.
 */
export const MAIN_LANDING_SLUGS = [
  'raw-footage-edit', 'video-frame-interpolation', 'video-concatenator', 'online-rotoscoping', 'video-upscaler',
  'video-sharpening', 'license-plate-blurring', 'motion-graphics-generator', 'video-lightener', 'video-stabilizer',
  'video-background-noise-remover', 'audio-redaction', 'video-summarizer', 'ai-video-editor',
] as const;

/** Background/slow-mo keywords: the spec lists them as one group; split here between the two tools. */
export const SLOW_MO_KEYWORD_SLUGS = [
  'video-fps-booster', 'ai-slo-mo-effect', 'slow-mo-video-maker', 'increase-video-fps', 'video-frame-doubling',
] as const;

export const BACKGROUND_KEYWORD_SLUGS = [
  'object-extraction-from-video', 'make-gif-transparent', 'transparent-video-maker', 'green-screen-remover',
  'video-masking', 'blur-video-background', 'gif-background-remover', 'highlight-moving-object',
  'highlight-moving-person', 'blur-moving-object', 'blur-a-part-of-video', 'replace-video-background-by-ai',
  'ai-video-foreground-extraction', 'video-background-cutout', 'unscreen', 'auto-background-defocus',
  'ai-footage-cutout', 'video-background-remover', 'foreground-background-separation',
] as const;

export const UPSCALING_KEYWORD_SLUGS = [
  'video-super-resolution', 'video-enhancer', 'video-upscaler', 'video-resolution-enhancer', 'video-quality-improver',
  'animation-upscaler',
] as const;

export const SHARPENING_KEYWORD_SLUGS = [
  'improve-video-clarity-online', 'video-sharpening', 'video-deblurring', 'video-denoising',
] as const;

export const FACE_BLURRING_KEYWORD_SLUGS = [
  'video-privacy-mask', 'video-identity-protector', 'interview-privacy-blur-tool', 'facial-privacy-filter',
  'face-obfuscation-software', 'crowd-face-anonymizer', 'child-face-blurring', 'bodycam-face-redaction',
  'ai-face-blurring', 'ai-face-masking-in-videos', 'ai-face-anonymizer', 'ai-face-mosaic', 'ai-face-pixelate',
  'blur-moving-face', 'auto-face-blur', 'cover-face-in-videos', 'censor-face-in-videos', 'hide-face-in-videos',
  'blur-face-in-videos-online', 'auto-face-redaction-in-videos',
] as const;

export const PLATE_KEYWORD_SLUGS = ['license-plate-blurring', 'hide-plates-in-car-videos', 'ai-plate-pixelation'] as const;

export const MOTION_GRAPHICS_KEYWORD_SLUGS = [
  'commercial-maker', 'social-media-video-maker', 'ecommerce-video-maker', 'facebook-video-maker',
  'facebook-video-ad-creator', 'facebook-story-ad-maker', 'instagram-video-maker', 'youtube-ad-maker',
  'linkedin-video-ad-maker', 'fashion-marketing-video-maker', 'fitness-marketing-video-maker',
  'restaurant-marketing-video-maker', 'travel-video-ad-maker', 'beauty-marketing-video-maker', 'amazon-video-ad-maker',
  'ai-motion-graphics-maker', 'ads-video-maker', 'video-intro-maker', 'saas-promo-video-maker',
  'website-promo-video-maker', 'auto-video-flyer-maker', 'text-animation-maker', 'motion-graphics-software',
  'free-motion-graphics-app', 'promo-video-generator', 'online-animation-maker', 'animated-video-maker',
  'ai-teaser-maker',
] as const;

export const LIGHTENER_KEYWORD_SLUGS = [
  'increase-video-brightness', 'brighten-dark-footage', 'fix-underexposed-video', 'low-light-video-enhancer',
  'make-dark-video-brighter',
] as const;

export const STABILIZER_KEYWORD_SLUGS = ['deshake-video', 'fix-shaky-video'] as const;

/** Noise/voice keywords: one group in the spec, split between the noise remover and voice redaction. */
export const NOISE_KEYWORD_SLUGS = [
  'reduce-wind-noise-in-video', 'crowd-noise-suppressor', 'ai-audio-denoiser', 'vocal-extractor',
] as const;
export const VOICE_KEYWORD_SLUGS = ['voice-censoring'] as const;

export const SUMMARIZER_KEYWORD_SLUGS = ['webinar-summarizer', 'youtube-summarizer', 'lecture-summarizer'] as const;

/** The AI video editor's keywords as shown; the spec adds "sports highlight makers and more (not fully shown)". */
export const AI_VIDEO_EDITOR_KEYWORD_SLUGS = [
  'multi-clip-stitching', 'video-merger', 'shorten-video', 'mp4-trimmer', 'auto-cut', 'rough-cut', 'fine-cut',
  'ai-video-captioning', 'bouncing-caption', 'speech-gap-remover', 'remove-dead-air-from-video',
  'cut-out-pauses-from-video', 'video-silent-parts-remover', 'wedding-footage-cleaner', 'podcast-highlight-maker',
  'wedding-highlight-maker', 'event-highlight-maker', 'real-estate-highlight-maker', 'drone-video-highlight-maker',
  'travel-highlight-maker', 'action-video-editor', 'scriptless-video-editor', 'silent-video-editor',
  'video-speed-changer', 'time-lapse-video-maker', 'auto-video-title-generator', 'ai-post-production-software',
  'online-video-clipping', 'short-form-video-generator', 'youtube-short-maker', 'instagram-reel-maker',
  'vlog-intro-maker', 'youtube-intro-maker', 'raw-footage-cleaner',
] as const;

export const HIGHLIGHT_KEYWORD_GROUPS = [
  'join_video_clips', 'video_trimming_and_cutting', 'sports_video_highlight_editing', 'highlight_video_creation',
  'video_scene_detection', 'subtitle_generation', 'video_silent_part_detection', 'niche_highlight_video_editing',
  'video_speed_adjustment', 'ai_video_editing', 'social_media_video_editing',
] as const;

/** The landing page address of a slug. */
export function getLandingHref(slug: string): string {
  return `/tools/${slug}`;
}
