import { compareRationals, type Rational } from './rational';
import { schema as s, type Schema } from './schema';
import {
  EASINGS,
  NOTO_FONTS,
  PROJECT_DOC_VERSION,
  TEXT_ANIMATIONS,
  TRACK_KINDS,
  TRANSITION_KINDS,
  WIPE_DIRECTIONS,
  type Animated,
  type AudioClip,
  type ClipAudio,
  type Marker,
  type MediaSource,
  type ProjectDoc,
  type TextClip,
  type Track,
  type Transition,
  type VideoClip,
} from './project-doc';

/** The longest timeline or source position, in frames (over 9 hours at 30 000 fps; far past any real edit). */
export const MAX_FRAMES = 1_000_000_000;

const frame = s.integer(0, MAX_FRAMES);
const length = s.integer(1, MAX_FRAMES);
const id = s.string(1, 64, /^[A-Za-z0-9_-]+$/);
const colour = s.string(7, 7, /^#[0-9a-fA-F]{6}$/);

const rationalIn = (min: Rational, max: Rational): Schema<Rational> =>
  s.refine(
    s.object({ num: s.integer(1, 1_000_000), den: s.integer(1, 1_000_000) }),
    (r) => compareRationals(r, min) >= 0 && compareRationals(r, max) <= 0,
    `a rate from ${min.num}/${min.den} to ${max.num}/${max.den}`,
  );

/** Project frame rates: 1 to 240 fps. */
export const projectRateSchema = rationalIn({ num: 1, den: 1 }, { num: 240, den: 1 });
/** Source rates: picture rates, or a sound file's sample rate. */
const sourceRateSchema = rationalIn({ num: 1, den: 1 }, { num: 384_000, den: 1 });
/** Speeds from 1/100 to 100 times. */
const speedRatioSchema = s.refine(
  s.object({ num: s.integer(1, 10_000), den: s.integer(1, 10_000) }),
  (r) => compareRationals(r, { num: 1, den: 100 }) >= 0 && compareRationals(r, { num: 100, den: 1 }) <= 0,
  'a speed from 1/100 to 100',
);

const animated = (min: number, max: number): Schema<Animated> =>
  s.object({
    value: s.number(min, max),
    keyframes: s.array(s.object({ frame, value: s.number(min, max), easing: s.oneOf(EASINGS) }), 10_000),
  });

const sourceSchema: Schema<MediaSource> = s.object({
  fileId: s.string(1, 200),
  rate: sourceRateSchema,
  frames: s.nullable(length),
  hasVideo: s.boolean,
  hasAudio: s.boolean,
});

const audioSchema: Schema<ClipAudio> = s.object({ volume: animated(-96, 24), muted: s.boolean, fadeIn: frame, fadeOut: frame });

const clipBase = { id, start: frame, duration: length, linkId: s.nullable(id) };
const mediaBase = { ...clipBase, source: sourceSchema, in: s.integer(-MAX_FRAMES, MAX_FRAMES), speed: s.object({ ratio: speedRatioSchema, keepPitch: s.boolean }) };

const videoClipSchema: Schema<VideoClip> = s.object({
  ...mediaBase,
  kind: s.literal('video'),
  fadeIn: frame,
  fadeOut: frame,
  colour: s.object({ exposure: s.number(-5, 5), contrast: s.number(-1, 1), saturation: s.number(-1, 1), temperature: s.number(-1, 1) }),
  transform: s.object({
    x: animated(-10, 10),
    y: animated(-10, 10),
    scale: animated(0.01, 100),
    rotation: animated(-3600, 3600),
    cropLeft: animated(0, 0.99),
    cropTop: animated(0, 0.99),
    cropRight: animated(0, 0.99),
    cropBottom: animated(0, 0.99),
  }),
  audio: s.nullable(audioSchema),
});

const audioClipSchema: Schema<AudioClip> = s.object({ ...mediaBase, kind: s.literal('audio'), audio: audioSchema });

const textAnimation = s.object({ kind: s.oneOf(TEXT_ANIMATIONS), duration: frame });

const textClipSchema: Schema<TextClip> = s.object({
  ...clipBase,
  kind: s.literal('text'),
  text: s.string(0, 1000),
  style: s.object({
    font: s.oneOf(NOTO_FONTS),
    size: s.number(0.005, 1),
    colour,
    bold: s.boolean,
    align: s.oneOf(['left', 'center', 'right']),
    outline: s.nullable(s.object({ colour, width: s.number(0, 1) })),
    box: s.nullable(s.object({ colour, opacity: s.number(0, 1), padding: s.number(0, 2) })),
  }),
  position: s.object({ x: s.number(-1, 2), y: s.number(-1, 2) }),
  animationIn: textAnimation,
  animationOut: textAnimation,
});

const transitionSchema: Schema<Transition> = s.object({
  id,
  kind: s.oneOf(TRANSITION_KINDS),
  fromClipId: id,
  toClipId: id,
  duration: length,
  direction: s.nullable(s.oneOf(WIPE_DIRECTIONS)),
});

const trackSchema: Schema<Track> = s.object({
  id,
  kind: s.oneOf(TRACK_KINDS),
  name: s.string(0, 200),
  hidden: s.boolean,
  muted: s.boolean,
  clips: s.array(s.union('kind', { video: videoClipSchema, audio: audioClipSchema, text: textClipSchema }), 100_000),
  transitions: s.array(transitionSchema, 100_000),
});

const markerSchema: Schema<Marker> = s.object({ id, frame, label: s.string(0, 200), colour });

/** The shape of a version-1 project document (the timeline's own rules: check-timeline.ts). */
export const projectDocSchema: Schema<ProjectDoc> = s.object({
  version: s.literal(PROJECT_DOC_VERSION),
  name: s.string(0, 200),
  frameRate: projectRateSchema,
  size: s.object({ width: s.integer(2, 8192), height: s.integer(2, 8192) }),
  tracks: s.array(trackSchema, 1000),
  markers: s.array(markerSchema, 10_000),
  nextId: s.integer(1, Number.MAX_SAFE_INTEGER),
});
