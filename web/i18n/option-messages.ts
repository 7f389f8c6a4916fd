import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Translated labels of tool options by tool and option id; an option without one shows the catalogue's English label. */
export const OPTION_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  'video_sharpener.strength': msg`Sharpening strength`,
  'video_sharpener.method': msg`Sharpening method`,
  'video_lightener.strength': msg`Brightening strength`,
  'video_stabilizer.shakiness': msg`How shaky the video is`,
  'video_stabilizer.smoothness': msg`Smoothness of the camera path`,
  'video_stabilizer.zoomPercent': msg`Zoom to hide the moving edges (%)`,
  'video_stabilizer.tripod': msg`Tripod mode: the camera was meant to stand still`,
  'slow_mo.factor': msg`Frame rate multiplier`,
  'slow_mo.mode': msg`Use the new frames for`,
  'slow_mo.audio': msg`Sound`,
  'video_background_noise_remover.strength': msg`Noise reduction strength`,
  'voice_redaction.preset': msg`Anonymisation`,
  'voice_redaction.semitones': msg`Pitch shift in semitones (custom)`,
  'voice_redaction.formant': msg`Voice character (custom)`,
  'face_anonymizer.mode': msg`Blur style`,
  'face_anonymizer.shape': msg`Shape of the cover`,
  'face_anonymizer.mask_scale': msg`Cover size around the face (%)`,
  'video_enhancer.scale': msg`Output size`,
  'face_enhancer.scale': msg`Output size`,
  'face_enhancer.face_strength': msg`Face detail strength`,
};

/** Translated labels of select options' values, by tool, option and value; unknown values show as they are. */
export const OPTION_VALUE_MESSAGES: Record<string, MessageDescriptor | undefined> = {
  'video_sharpener.method.unsharp': msg`Unsharp mask (classic)`,
  'video_sharpener.method.cas': msg`Contrast-adaptive (fewer halos)`,
  'slow_mo.factor.2': msg`2x`,
  'slow_mo.factor.4': msg`4x`,
  'slow_mo.mode.slowmo': msg`Slow motion (plays longer)`,
  'slow_mo.mode.fps': msg`Smoother video (higher frame rate, same length)`,
  'slow_mo.audio.stretch': msg`Stretched, pitch kept`,
  'slow_mo.audio.drop': msg`Removed`,
  'voice_redaction.preset.light': msg`Light: 3 semitones lower, natural voice`,
  'voice_redaction.preset.medium': msg`Medium: 5 semitones lower, changed character`,
  'voice_redaction.preset.strong': msg`Strong: 7 semitones higher, changed character`,
  'voice_redaction.preset.custom': msg`Custom`,
  'voice_redaction.formant.shifted': msg`Changed with the pitch (harder to recognise)`,
  'voice_redaction.formant.preserved': msg`Kept (more natural)`,
  'face_anonymizer.mode.blur': msg`Blur`,
  'face_anonymizer.mode.mosaic': msg`Mosaic (pixelate)`,
  'face_anonymizer.mode.solid': msg`Solid black`,
  'face_anonymizer.shape.ellipse': msg`Ellipse`,
  'face_anonymizer.shape.box': msg`Box`,
  'video_enhancer.scale.2x': msg`2x`,
  'video_enhancer.scale.4x': msg`4x`,
  'face_enhancer.scale.2x': msg`2x`,
  'face_enhancer.scale.4x': msg`4x`,
};
