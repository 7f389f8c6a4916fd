import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildEditTimeline, getMusicLevels, type EditTimelineInput } from './build-edit-timeline';
import { TIMELINE_BUILDERS } from './build-timeline-exports';
import type { RenderClip } from './get-render-clips';

/**
 * A 9:16 edit of a 1280x720, 25 fps source whose sound is 22.05 kHz mono (as the issue reported): a crop that moves
 * from the left to the right, a clip at 2x, burned-in captions, a title and a lower third, and a 3 s music loop
 * ducked under speech.
 */
const clips: RenderClip[] = [
  { decisionId: 0, startS: 0, endS: 4, inputIndex: 0, description: 'Opening & <intro>', outputStartS: 0, speed: 1, outputS: 4 },
  { decisionId: 2, startS: 6, endS: 10, inputIndex: 0, description: 'Walk', outputStartS: 4, speed: 2, outputS: 2 },
];
const input: EditTimelineInput = {
  name: 'Trip',
  fps: 25,
  output: { width: 404, height: 720 },
  source: { fileName: 'source.mp4', durationS: 12, width: 1280, height: 720, audio: { rate: 22050, channels: 1 } },
  clips,
  fit: 'fill',
  framing: [
    [{ t: 0, x: 0.2, y: 0.5 }, { t: 2, x: 0.8, y: 0.5 }, { t: 4, x: 0.8, y: 0.5 }],
    [{ t: 0, x: 0.5, y: 0.5 }],
  ],
  captions: [
    { startS: 0.5, endS: 2, lines: ['Hello and welcome'], words: [] },
    { startS: 4.5, endS: 5.5, lines: ['to the', 'river'], words: [] },
  ],
  titles: { title: 'Sea trip', lowerThird: 'Ana, Porto' },
  music: { fileName: 'music.flac', durationS: 3, audio: { rate: 44100, channels: 2 } },
  speech: [{ startS: 0.5, endS: 2 }, { startS: 2.3, endS: 3 }, { startS: 4.5, endS: 5 }],
};
const timeline = buildEditTimeline(input);
const fcpxml = TIMELINE_BUILDERS.fcpxml(timeline);
const xmeml = TIMELINE_BUILDERS.xmeml(timeline);
const otio = JSON.parse(TIMELINE_BUILDERS.otio(timeline));

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, isArray: (name) => ['asset', 'format', 'asset-clip', 'title', 'keyframe', 'track', 'clipitem', 'generatoritem', 'link', 'filter', 'parameter'].includes(name) });
const seconds = (v: string) => {
  const [n, d] = v.replace(/s$/, '').split('/');
  return Number(n) / Number(d ?? 1);
};

// ---- FCPXML against Apple's DTD ----------------------------------------------------------------------------------
// The content models and attribute rules of the elements these files use, as Apple's FCPXML DTD (1.10, the version
// Apple publishes in its FCPXML reference) declares them: an element's children must match its model in order.
const ANCHOR = '(audio|video|clip|title|caption|mc-clip|ref-clip|sync-clip|asset-clip|audition|spine)';
const MARKER = '(marker|chapter-marker|rating|keyword|analysis-marker)';
const VIDEO_PARAMS = 'object-tracker?,adjust-crop?,adjust-corners?,adjust-conform?,adjust-transform?,adjust-blend?,adjust-stabilization?,adjust-rollingShutter?,adjust-360-transform?,adjust-reorient?,adjust-orientation?,adjust-cinematic?';
const DTD: Record<string, { model: string; required?: string[]; enums?: Record<string, string[]> }> = {
  fcpxml: { model: 'import-options?,resources?,(library|event*)' },
  resources: { model: '(asset|effect|format|media|locator)*' },
  format: { model: '', required: ['id'] },
  asset: { model: 'media-rep+,metadata?', required: ['id'] },
  'media-rep': { model: 'bookmark?', required: ['src'], enums: { kind: ['original-media', 'proxy-media'] } },
  effect: { model: '', required: ['id', 'uid'] },
  library: { model: '(event|smart-collection)*' },
  event: { model: '(clip|audition|mc-clip|ref-clip|sync-clip|asset-clip|collection-folder|keyword-collection|smart-collection|project)*' },
  project: { model: 'sequence' },
  sequence: { model: 'note?,spine,metadata?', required: ['format'], enums: { audioLayout: ['mono', 'stereo', 'surround'], audioRate: ['32k', '44.1k', '48k', '88.2k', '96k', '176.4k', '192k'], tcFormat: ['DF', 'NDF'] } },
  spine: { model: '(audio|video|clip|title|mc-clip|ref-clip|sync-clip|asset-clip|audition|gap|transition)*' },
  'asset-clip': { model: `note?,conform-rate?,timeMap?,${VIDEO_PARAMS},adjust-volume?,adjust-panner?,${ANCHOR}*,${MARKER}*,audio-channel-source*,(filter-video|filter-video-mask)*,filter-audio*,metadata?`, required: ['ref'], enums: { enabled: ['0', '1'], srcEnable: ['all', 'audio', 'video'] } },
  title: { model: `param*,text*,text-style-def*,note?,${VIDEO_PARAMS},${ANCHOR}*,${MARKER}*,(filter-video|filter-video-mask)*,metadata?`, required: ['ref', 'duration'] },
  text: { model: 'text-style*' },
  'text-style-def': { model: 'text-style', required: ['id'] },
  'text-style': { model: 'param*', enums: { bold: ['0', '1'], alignment: ['left', 'center', 'right', 'justified'] } },
  'adjust-conform': { model: '', enums: { type: ['fit', 'fill', 'none'] } },
  'adjust-transform': { model: 'param*' },
  'adjust-volume': { model: 'param*' },
  param: { model: 'fadeIn?,fadeOut?,keyframeAnimation?,param*', required: ['name'] },
  keyframeAnimation: { model: 'keyframe*' },
  keyframe: { model: '', required: ['time', 'value'], enums: { interp: ['linear', 'ease', 'easeIn', 'easeOut'], curve: ['linear', 'smooth'] } },
  timeMap: { model: 'timept*' },
  timept: { model: '', required: ['time', 'value'], enums: { interp: ['smooth2', 'linear', 'smooth'] } },
  note: { model: '' },
};
/** A DTD content model as a regular expression over the children's names (each followed by a space). */
const modelRegex = (model: string) => new RegExp(`^${model.replace(/\s/g, '').replace(/[A-Za-z][A-Za-z0-9-]*|\(|,/g, (token) => (token === '(' ? '(?:' : token === ',' ? '' : `(?:${token} )`))}$`);

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };
/** Every element of the document checked against the DTD's rules; returns the violations (none is valid). */
function checkAgainstDtd(xml: string): string[] {
  const errors: string[] = [];
  const ids = new Set<string>();
  const refs: string[] = [];
  const visit = (nodes: Ordered[]) => {
    for (const node of nodes) {
      const name = Object.keys(node).find((k) => k !== ':@')!;
      if (name === '#text' || name === '?xml' || name === '#comment') continue;
      const rule = DTD[name];
      if (!rule) {
        errors.push(`<${name}> is not an element these files may use`);
        continue;
      }
      const attrs = node[':@'] ?? {};
      const children = (node[name] as Ordered[]).map((c) => Object.keys(c).find((k) => k !== ':@')!).filter((n) => n !== '#text' && n !== '#comment');
      if (!modelRegex(rule.model).test(children.map((c) => `${c} `).join(''))) errors.push(`<${name}> children ${children.join(',')} do not match (${rule.model})`);
      for (const r of rule.required ?? []) if (!(r in attrs)) errors.push(`<${name}> lacks ${r}`);
      for (const [attr, values] of Object.entries(rule.enums ?? {})) if (attr in attrs && !values.includes(attrs[attr]!)) errors.push(`<${name} ${attr}="${attrs[attr]}"> is not one of ${values.join('|')}`);
      if (attrs.id) {
        if (ids.has(attrs.id)) errors.push(`duplicate id ${attrs.id}`);
        ids.add(attrs.id);
      }
      for (const attr of ['ref', 'format']) if (attrs[attr]) refs.push(attrs[attr]!);
      visit(node[name] as Ordered[]);
    }
  };
  visit(new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, commentPropName: '#comment' }).parse(xml) as Ordered[]);
  for (const ref of refs) if (!ids.has(ref)) errors.push(`reference to missing id ${ref}`);
  return errors;
}

describe('FCPXML of a 9:16 edit', () => {
  const doc = parser.parse(fcpxml).fcpxml;
  const sequence = doc.library.event.project.sequence;
  const spine = sequence.spine['asset-clip'] as Record<string, unknown>[];
  type Format = { id: string; width: string; height: string; frameDuration: string };
  const formats: Record<string, Format> = Object.fromEntries((doc.resources.format as Format[]).map((f) => [f.id, f]));
  const assets = doc.resources.asset as Record<string, string>[];

  it('is well-formed and valid against the DTD (content models, required attributes, enumerations, id references)', () => {
    expect(XMLValidator.validate(fcpxml)).toBe(true);
    expect(checkAgainstDtd(fcpxml)).toEqual([]);
    // The checker catches what the DTD forbids: a transform before the conform, a sequence at 22.05 kHz.
    expect(checkAgainstDtd(fcpxml.replace('<adjust-conform type="fill"/><adjust-transform', '<adjust-transform position="0 0"/><adjust-conform type="fill"/><adjust-transform'))).not.toEqual([]);
    expect(checkAgainstDtd(fcpxml.replace('audioRate="48k"', 'audioRate="22050"'))).toEqual(['<sequence audioRate="22050"> is not one of 32k|44.1k|48k|88.2k|96k|176.4k|192k']);
  });

  it('the sequence is the output: 404x720 at 25 fps, 48 kHz stereo mix', () => {
    expect(formats[sequence.format]).toMatchObject({ width: '404', height: '720', frameDuration: '1/25s' });
    expect(sequence).toMatchObject({ audioRate: '48k', audioLayout: 'stereo' });
    expect(seconds(sequence.duration)).toBeCloseTo(6, 5);
  });

  it('the source is declared as probed (1280x720, 22.05 kHz mono) at a relative path, with a relink hint', () => {
    const source = assets.find((a) => a.name === 'source.mp4')!;
    expect(source).toMatchObject({ audioRate: '22050', audioChannels: '1', hasAudio: '1', hasVideo: '1' });
    expect(formats[source.format!]).toMatchObject({ width: '1280', height: '720' });
    expect((source['media-rep'] as unknown as { src: string }).src).toBe('source.mp4');
    expect(sequence.note).toContain('Relink');
  });

  it('each clip fills the frame and moves as the crop does: position keyframes in percent of the height', () => {
    const [first, second] = spine as { 'adjust-conform': { type: string }; 'adjust-transform': { position: string; param?: { name: string; keyframeAnimation: { keyframe: { time: string; value: string }[] } } }; start: string; timeMap?: unknown }[];
    expect(first!['adjust-conform'].type).toBe('fill');
    // Scale 1 (720 high into 720): a crop centred at 0.2 of 1280 (x = 256) moves the picture 384 px right, 53.3% of 720.
    const keys = first!['adjust-transform'].param!.keyframeAnimation.keyframe;
    expect(first!['adjust-transform'].param!.name).toBe('position');
    expect(keys.map((k) => [seconds(k.time), k.value])).toEqual([[0, '53.333 0'], [2, '-53.333 0'], [4, '-53.333 0']]);
    // The 2x clip: centred, its local time retimed (start 6 s of media is 3 s of local time).
    expect(second!['adjust-transform'].position).toBe('0 0');
    expect(seconds(second!.start)).toBeCloseTo(3, 5);
    expect(second!.timeMap).toBeDefined();
  });

  it('captions, the title and the lower third are Basic Titles at their output times, over the picture', () => {
    const titles = spine.flatMap((clip, i) => ((clip.title ?? []) as { offset: string; duration: string; lane: string; text: { 'text-style': { '#text': string } } }[]).map((t) => ({ ...t, parent: i })));
    const at = (t: (typeof titles)[number]) => {
      const parent = spine[t.parent] as { offset: string; start: string };
      return seconds(parent.offset) + seconds(t.offset) - seconds(parent.start);
    };
    expect(titles.map((t) => [t.text['text-style']['#text'], at(t), seconds(t.duration), Number(t.lane) > 0])).toEqual([
      ['Sea trip', 0, 3, true],
      // The lower third from 3.5 s (the render's 4.5 s cut where the edit ends, at 6 s).
      ['Ana, Porto', 3.52, 2.48, true],
      ['Hello and welcome', 0.52, 1.48, true],
      ['to the\nriver', 4.52, 1, true],
    ]);
    expect((doc.resources.effect as { name: string }).name).toBe('Basic Title');
  });

  it('the music is on its own lane, looped, at the render level and ducked under speech (volume keyframes)', () => {
    const music = spine.flatMap((clip) => ((clip['asset-clip'] ?? []) as Record<string, unknown>[]));
    expect(music.map((m) => [m.lane, m.audioRole, seconds(m.duration as string)])).toEqual([['-1', 'music', 3], ['-1', 'music', 3]]);
    const asset = assets.find((a) => a.name === 'music.flac')!;
    expect(asset).toMatchObject({ hasVideo: '0', audioRate: '44100', audioChannels: '2' });
    const volume = music[0]!['adjust-volume'] as { amount: string; param: { keyframeAnimation: { keyframe: { time: string; value: string }[] } } };
    expect(volume.amount).toBe('-9.1dB');
    const keys = volume.param.keyframeAnimation.keyframe.map((k) => [Math.round(seconds(k.time) * 100) / 100, k.value]);
    // Ducked from 0.5 s (over the 20 ms attack, a frame here) to 3 s: the 0.3 s pause stays ducked; this loop ends there.
    expect(keys).toEqual([[0, '-9.1dB'], [0.48, '-9.1dB'], [0.52, '-21.1dB'], [3, '-21.1dB']]);
  });
});

// ---- xmeml ---------------------------------------------------------------------------------------------------------
describe('Premiere XML (xmeml) of a 9:16 edit', () => {
  const sequence = parser.parse(xmeml).xmeml.sequence;
  const [v1, titlesTrack, captionsTrack] = sequence.media.video.track as { clipitem?: Record<string, unknown>[]; generatoritem?: Record<string, unknown>[] }[];
  const audioTracks = sequence.media.audio.track as { clipitem: Record<string, unknown>[] }[];
  const effect = (item: Record<string, unknown>, name: string) => (item.filter as { effect: { name: string; parameter: { parameterid: string; value: unknown; keyframe?: { when: number; value: unknown }[] }[] } }[]).find((f) => f.effect.name === name)?.effect;

  it('is well-formed; the sequence is the output size at 25 fps', () => {
    expect(XMLValidator.validate(xmeml)).toBe(true);
    expect(sequence.media.video.format[0].samplecharacteristics).toMatchObject({ width: 404, height: 720 });
    expect(sequence.rate).toEqual({ timebase: 25, ntsc: 'FALSE' });
    expect(sequence.media.audio.format[0].samplecharacteristics.samplerate).toBe(48000);
  });

  it('the source file says 22.05 kHz mono at a relative path; its one channel is one audio track, then the music', () => {
    const file = (v1!.clipitem![0]!.file as Record<string, unknown> & { media: { audio: { samplecharacteristics: { samplerate: number }; channelcount: number } } });
    expect(file.pathurl).toBe('source.mp4');
    expect(file.media.audio).toMatchObject({ samplecharacteristics: { samplerate: 22050 }, channelcount: 1 });
    expect(audioTracks).toHaveLength(2);
    expect(audioTracks[0]!.clipitem.map((c) => (c.sourcetrack as { trackindex: number }).trackindex)).toEqual([1, 1]);
  });

  it('every picture clip is linked to its sound and back (linkclipref to clip items that exist)', () => {
    const ids = new Set([...v1!.clipitem!, ...audioTracks.flatMap((t) => t.clipitem)].map((c) => c.id as string));
    for (const [i, video] of v1!.clipitem!.entries()) {
      const audio = audioTracks[0]!.clipitem[i]!;
      const refs = (item: Record<string, unknown>) => (item.link as { linkclipref: string; mediatype: string }[]).map((l) => `${l.mediatype}:${l.linkclipref}`);
      expect(refs(video)).toEqual([`video:${video.id}`, `audio:${audio.id}`]);
      expect(refs(audio)).toEqual(refs(video));
      for (const l of video.link as { linkclipref: string }[]) expect(ids.has(l.linkclipref)).toBe(true);
    }
  });

  it('Basic Motion crops as the render: scale 100%, centre keyframes from +0.3 to -0.3 of the source width', () => {
    const motion = effect(v1!.clipitem![0]!, 'Basic Motion')!;
    expect(motion.parameter.find((p) => p.parameterid === 'scale')!.value).toBe(100);
    const centre = motion.parameter.find((p) => p.parameterid === 'center')!;
    expect(centre.keyframe!.map((k) => [k.when, k.value])).toEqual([[0, { horiz: 0.3, vert: 0 }], [50, { horiz: -0.3, vert: 0 }], [100, { horiz: -0.3, vert: 0 }]]);
    expect(effect(v1!.clipitem![1]!, 'Time Remap')!.parameter.find((p) => p.parameterid === 'speed')!.value).toBe(200);
  });

  it('titles and captions are Text generators on their own tracks', () => {
    const text = (item: Record<string, unknown>) => (item.effect as { parameter: { parameterid: string; value: unknown }[] }).parameter.find((p) => p.parameterid === 'str')!.value;
    expect(titlesTrack!.generatoritem!.map((g) => [text(g), g.start, g.end])).toEqual([['Sea trip', 0, 75], ['Ana, Porto', 88, 150]]);
    expect(captionsTrack!.generatoritem!.map((g) => [text(g), g.start])).toEqual([['Hello and welcome', 13], ['to the\nriver', 113]]);
  });

  it('the music track has Audio Levels at 0.35 with ducking keyframes', () => {
    const music = audioTracks[1]!.clipitem;
    expect((music[0]!.file as { pathurl: string; media: { audio: { channelcount: number } } }).pathurl).toBe('music.flac');
    const level = effect(music[0]!, 'Audio Levels')!.parameter[0]!;
    expect(level.value).toBeCloseTo(0.35, 2);
    expect(level.keyframe!.map((k) => [k.when, Math.round((k.value as number) * 1000) / 1000])).toEqual([[0, 0.351], [12, 0.351], [13, 0.088], [75, 0.088]]);
  });
});

// ---- OTIO ----------------------------------------------------------------------------------------------------------
/** The fields each OTIO schema writes (OpenTimelineIO's JSON serialisation of its core types). */
const OTIO_FIELDS: Record<string, string[]> = {
  'Timeline.1': ['name', 'metadata', 'global_start_time', 'tracks'],
  'Stack.1': ['name', 'metadata', 'source_range', 'effects', 'markers', 'enabled', 'children'],
  'Track.1': ['name', 'metadata', 'source_range', 'effects', 'markers', 'enabled', 'children', 'kind'],
  'Clip.2': ['name', 'metadata', 'source_range', 'effects', 'markers', 'enabled', 'media_references', 'active_media_reference_key'],
  'Gap.1': ['name', 'metadata', 'source_range', 'effects', 'markers', 'enabled'],
  'ExternalReference.1': ['name', 'metadata', 'available_range', 'target_url'],
  'GeneratorReference.1': ['name', 'metadata', 'available_range', 'generator_kind', 'parameters'],
  'LinearTimeWarp.1': ['name', 'metadata', 'effect_name', 'time_scalar'],
  'RationalTime.1': ['rate', 'value'],
  'TimeRange.1': ['start_time', 'duration'],
};
function checkOtio(node: unknown, path = 'timeline', errors: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n, i) => checkOtio(n, `${path}[${i}]`, errors));
  else if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    const schema = object.OTIO_SCHEMA as string | undefined;
    if (schema) {
      const fields = OTIO_FIELDS[schema];
      if (!fields) errors.push(`${path}: unknown schema ${schema}`);
      for (const f of fields ?? []) if (!(f in object)) errors.push(`${path}: ${schema} lacks ${f}`);
      if (schema === 'Track.1' && !['Video', 'Audio'].includes(object.kind as string)) errors.push(`${path}: kind ${String(object.kind)}`);
      if (schema === 'RationalTime.1' && !((object.rate as number) > 0)) errors.push(`${path}: rate ${String(object.rate)}`);
      if (schema === 'Clip.2' && !(object.media_references as Record<string, unknown>)[object.active_media_reference_key as string]) errors.push(`${path}: no active media reference`);
    }
    for (const [k, v] of Object.entries(object)) if (k !== 'metadata') checkOtio(v, `${path}.${k}`, errors);
  }
  return errors;
}

describe('OpenTimelineIO of a 9:16 edit', () => {
  const tracks = otio.tracks.children as { name: string; kind: string; children: Record<string, any>[] }[];
  const length = (track: (typeof tracks)[number]) => track.children.reduce((sum, c) => sum + c.source_range.duration.value, 0);

  it('follows the OTIO schema: every object a known schema with its fields', () => {
    expect(checkOtio(otio)).toEqual([]);
    expect(checkOtio({ ...otio, tracks: { ...otio.tracks, children: [{ OTIO_SCHEMA: 'Track.1', kind: 'Picture' }] } })).not.toEqual([]);
  });

  it('carries the sequence size, rate and mix in its metadata, and the tracks of the edit', () => {
    expect(otio.metadata.kinora).toMatchObject({ width: 404, height: 720, fps: 25, audio_rate: 48000, audio_layout: 'stereo' });
    expect(otio.metadata.kinora.relink_hint).toContain('relative');
    expect(tracks.map((t) => [t.name, t.kind])).toEqual([['V1', 'Video'], ['Titles', 'Video'], ['Captions', 'Video'], ['A1', 'Audio'], ['Music', 'Audio']]);
    expect(length(tracks[0]!)).toBe(150);
    expect(length(tracks[3]!)).toBe(150);
    expect(length(tracks[4]!)).toBe(150);
  });

  it('the source reference: relative URL, the sound as probed; the crop as placement keyframes', () => {
    const ref = tracks[0]!.children[0]!.media_references.DEFAULT_MEDIA;
    expect(ref.target_url).toBe('source.mp4');
    expect(ref.metadata.kinora).toMatchObject({ width: 1280, height: 720, audio_rate: 22050, audio_channels: 1 });
    const placement = tracks[0]!.children[0]!.metadata.kinora.placement;
    expect(placement.fit).toBe('fill');
    expect(placement.keyframes.map((k: { frame: number; offsetX: number }) => [k.frame, Math.round(k.offsetX)])).toEqual([[0, 384], [50, -384], [100, -384]]);
  });

  it('titles and captions are text generators placed with gaps; the music clips carry their levels', () => {
    const items = (t: (typeof tracks)[number]) => t.children.map((c) => (c.OTIO_SCHEMA === 'Gap.1' ? ['gap', c.source_range.duration.value] : [c.media_references.DEFAULT_MEDIA.parameters.text, c.source_range.duration.value]));
    expect(items(tracks[1]!)).toEqual([['Sea trip', 75], ['gap', 13], ['Ana, Porto', 62]]);
    expect(items(tracks[2]!)).toEqual([['gap', 13], ['Hello and welcome', 37], ['gap', 63], ['to the\nriver', 25]]);
    expect(tracks[4]!.children[0]!.media_references.DEFAULT_MEDIA.target_url).toBe('music.flac');
    expect(tracks[4]!.children[0]!.metadata.kinora.levels_db[0]).toEqual({ frame: 0, db: -9.1 });
  });
});

describe('music levels', () => {
  it('a constant bed without speech; ducked with attack and release around each spoken span, short pauses held', () => {
    expect(getMusicLevels([], 100, 25)).toEqual([{ frame: 0, db: -9.1 }]);
    expect(getMusicLevels([{ startS: 1, endS: 2 }, { startS: 2.4, endS: 3 }, { startS: 5, endS: 6 }], 250, 25)).toEqual([
      { frame: 0, db: -9.1 },
      { frame: 25, db: -9.1 },
      { frame: 26, db: -21.1 },
      { frame: 75, db: -21.1 },
      { frame: 85, db: -9.1 },
      { frame: 125, db: -9.1 },
      { frame: 126, db: -21.1 },
      { frame: 150, db: -21.1 },
      { frame: 160, db: -9.1 },
    ]);
  });
});
