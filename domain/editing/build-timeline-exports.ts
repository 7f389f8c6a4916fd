import { getClipOutputFrames, type RenderClip } from './get-render-clips';

/** Project formats for desktop editors. */
export type TimelineFormat = 'fcpxml' | 'xmeml' | 'otio';

export interface TimelineExportInput {
  name: string;
  /** The media file the clips cut from (the stitched input), as a file name next to the project file. */
  mediaFileName: string;
  mediaDurationS: number;
  fps: number;
  width: number;
  height: number;
  hasAudio: boolean;
  clips: readonly RenderClip[];
}

/** A frame rate as a rational (NTSC rates as 30000/1001 and friends), for formats that count time in frames. */
export function getFrameRate(fps: number): { num: number; den: number; timebase: number; ntsc: boolean } {
  const rounded = Math.round(fps);
  if (Math.abs(fps - (rounded * 1000) / 1001) < 0.005 && Math.abs(fps - rounded) > 0.005) return { num: rounded * 1000, den: 1001, timebase: rounded, ntsc: true };
  return { num: rounded, den: 1, timebase: rounded, ntsc: false };
}

const frames = (s: number, fps: number) => Math.round(s * fps);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Final Cut Pro X (FCPXML 1.9): one asset, the clips on the spine, each with its description as a note. */
export function buildFcpxml(input: TimelineExportInput): string {
  const rate = getFrameRate(input.fps);
  // FCPXML time: seconds as a rational; a frame is den/num seconds.
  const t = (frameCount: number) => `${frameCount * rate.den}/${rate.num}s`;
  const mediaFrames = frames(input.mediaDurationS, input.fps);
  let offset = 0;
  const clips = input.clips.map((clip, i) => {
    const start = frames(clip.startS, input.fps);
    const speed = clip.speed ?? 1;
    const duration = getClipOutputFrames(clip, input.fps);
    // A sped-up clip: the timeMap maps the clip's local (retimed) time to the media's, linearly over the whole asset,
    // so `start` is in retimed time (the source start divided by the speed).
    const timeMap = speed === 1 ? '' : `<timeMap><timept time="0s" value="0s" interp="linear"/><timept time="${mediaFrames * rate.den}/${rate.num * speed}s" value="${t(mediaFrames)}" interp="linear"/></timeMap>`;
    const localStart = speed === 1 ? t(start) : `${start * rate.den}/${rate.num * speed}s`;
    const xml = `        <asset-clip ref="r2" name="${escapeXml(`Clip ${i + 1}`)}" offset="${t(offset)}" start="${localStart}" duration="${t(duration)}"${input.hasAudio ? ' audioRole="dialogue"' : ''}>${clip.description ? `<note>${escapeXml(clip.description)}</note>` : ''}${timeMap}</asset-clip>`;
    offset += duration;
    return xml;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fcpxml>
<fcpxml version="1.9">
  <resources>
    <format id="r1" frameDuration="${rate.den}/${rate.num}s" width="${input.width}" height="${input.height}"/>
    <asset id="r2" name="${escapeXml(input.mediaFileName)}" start="0s" duration="${t(mediaFrames)}" hasVideo="1" hasAudio="${input.hasAudio ? 1 : 0}" format="r1"${input.hasAudio ? ' audioSources="1" audioChannels="2" audioRate="48000"' : ''}>
      <media-rep kind="original-media" src="./${encodeURI(input.mediaFileName)}"/>
    </asset>
  </resources>
  <library>
    <event name="Kinora">
      <project name="${escapeXml(input.name)}">
        <sequence format="r1" duration="${t(offset)}" tcStart="0s" tcFormat="NDF"${input.hasAudio ? ' audioLayout="stereo" audioRate="48k"' : ''}>
          <spine>
${clips.join('\n')}
          </spine>
        </sequence>
      </project>
    </event>
  </library>
</fcpxml>
`;
}

/** Premiere Pro / Final Cut 7 XML (xmeml version 4): a sequence with a video track and, with sound, an audio track. */
export function buildXmeml(input: TimelineExportInput): string {
  const rate = getFrameRate(input.fps);
  const rateXml = `<rate><timebase>${rate.timebase}</timebase><ntsc>${rate.ntsc ? 'TRUE' : 'FALSE'}</ntsc></rate>`;
  const mediaFrames = frames(input.mediaDurationS, input.fps);
  const fileXml = `<file id="file-1"><name>${escapeXml(input.mediaFileName)}</name><pathurl>${escapeXml(encodeURI(input.mediaFileName))}</pathurl>${rateXml}<duration>${mediaFrames}</duration><media><video><samplecharacteristics><width>${input.width}</width><height>${input.height}</height></samplecharacteristics></video>${input.hasAudio ? '<audio><channelcount>2</channelcount></audio>' : ''}</media></file>`;
  let offset = 0;
  const items = input.clips.map((clip, i) => {
    const inFrame = frames(clip.startS, input.fps);
    const speed = clip.speed ?? 1;
    const duration = getClipOutputFrames(clip, input.fps);
    // In and out are source frames, start and end the timeline's: a sped-up clip spans `speed` times more source.
    const outFrame = inFrame + duration * speed;
    const item = { i, inFrame, outFrame, start: offset, end: offset + duration, description: clip.description, speed };
    offset = item.end;
    return item;
  });
  // Premiere's and Final Cut 7's constant speed change: the Time Remap filter, speed in percent.
  const timeRemap = (speed: number, kind: 'video' | 'audio') =>
    speed === 1 ? '' : `<filter><effect><name>Time Remap</name><effectid>timeremap</effectid><effectcategory>motion</effectcategory><effecttype>motion</effecttype><mediatype>${kind}</mediatype><parameter><parameterid>variablespeed</parameterid><name>variablespeed</name><value>0</value></parameter><parameter><parameterid>speed</parameterid><name>speed</name><value>${speed * 100}</value></parameter><parameter><parameterid>reverse</parameterid><name>reverse</name><value>FALSE</value></parameter><parameter><parameterid>frameblending</parameterid><name>frameblending</name><value>FALSE</value></parameter></effect></filter>`;
  const clipItem = (kind: 'v' | 'a', item: (typeof items)[number]) =>
    `<clipitem id="clipitem-${kind}${item.i + 1}"><name>Clip ${item.i + 1}</name><duration>${mediaFrames}</duration>${rateXml}<start>${item.start}</start><end>${item.end}</end><in>${item.inFrame}</in><out>${item.outFrame}</out>${kind === 'v' && item.i === 0 ? fileXml : '<file id="file-1"/>'}${kind === 'a' ? '<sourcetrack><mediatype>audio</mediatype><trackindex>1</trackindex></sourcetrack>' : ''}${timeRemap(item.speed, kind === 'v' ? 'video' : 'audio')}${item.description ? `<comments><mastercomment1>${escapeXml(item.description)}</mastercomment1></comments>` : ''}</clipitem>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE xmeml>
<xmeml version="4">
  <sequence id="sequence-1">
    <name>${escapeXml(input.name)}</name>
    <duration>${offset}</duration>
    ${rateXml}
    <media>
      <video>
        <format><samplecharacteristics>${rateXml}<width>${input.width}</width><height>${input.height}</height></samplecharacteristics></format>
        <track>
${items.map((item) => `          ${clipItem('v', item)}`).join('\n')}
        </track>
      </video>
      <audio>
${input.hasAudio ? `        <track>\n${items.map((item) => `          ${clipItem('a', item)}`).join('\n')}\n        </track>` : ''}
      </audio>
    </media>
  </sequence>
</xmeml>
`;
}

/** OpenTimelineIO JSON: a timeline whose video (and audio) track holds the clips over one external media reference. */
export function buildOtio(input: TimelineExportInput): string {
  const rate = input.fps;
  const rt = (value: number) => ({ OTIO_SCHEMA: 'RationalTime.1', rate, value });
  const mediaReference = () => ({
    OTIO_SCHEMA: 'ExternalReference.1',
    metadata: {},
    name: input.mediaFileName,
    available_range: { OTIO_SCHEMA: 'TimeRange.1', start_time: rt(0), duration: rt(frames(input.mediaDurationS, rate)) },
    target_url: input.mediaFileName,
  });
  const clips = () =>
    input.clips.map((clip, i) => ({
      OTIO_SCHEMA: 'Clip.2',
      name: `Clip ${i + 1}`,
      metadata: { kinora: { description: clip.description, decision_id: clip.decisionId } },
      // With a LinearTimeWarp the range's duration is what the clip takes on the track (OTIO lays out by it); the
      // media it plays is `time_scalar` times longer.
      source_range: { OTIO_SCHEMA: 'TimeRange.1', start_time: rt(frames(clip.startS, rate)), duration: rt(getClipOutputFrames(clip, rate)) },
      effects: (clip.speed ?? 1) === 1 ? [] : [{ OTIO_SCHEMA: 'LinearTimeWarp.1', name: 'Speed', effect_name: 'LinearTimeWarp', metadata: {}, time_scalar: clip.speed }],
      markers: [],
      enabled: true,
      media_references: { DEFAULT_MEDIA: mediaReference() },
      active_media_reference_key: 'DEFAULT_MEDIA',
    }));
  const track = (kind: 'Video' | 'Audio') => ({ OTIO_SCHEMA: 'Track.1', name: kind === 'Video' ? 'V1' : 'A1', kind, metadata: {}, source_range: null, effects: [], markers: [], enabled: true, children: clips() });
  return JSON.stringify(
    {
      OTIO_SCHEMA: 'Timeline.1',
      name: input.name,
      metadata: {},
      global_start_time: null,
      tracks: { OTIO_SCHEMA: 'Stack.1', name: 'tracks', metadata: {}, source_range: null, effects: [], markers: [], enabled: true, children: [track('Video'), ...(input.hasAudio ? [track('Audio')] : [])] },
    },
    null,
    2,
  );
}

export const TIMELINE_BUILDERS: Record<TimelineFormat, (input: TimelineExportInput) => string> = { fcpxml: buildFcpxml, xmeml: buildXmeml, otio: buildOtio };
export const TIMELINE_FILE_NAMES: Record<TimelineFormat, string> = { fcpxml: 'edit.fcpxml', xmeml: 'edit-premiere.xml', otio: 'edit.otio' };
