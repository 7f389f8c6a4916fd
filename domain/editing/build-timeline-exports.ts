import type { RenderClip } from './get-render-clips';

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
    const duration = frames(clip.endS, input.fps) - start;
    const xml = `        <asset-clip ref="r2" name="${escapeXml(`Clip ${i + 1}`)}" offset="${t(offset)}" start="${t(start)}" duration="${t(duration)}"${input.hasAudio ? ' audioRole="dialogue"' : ''}>${clip.description ? `<note>${escapeXml(clip.description)}</note>` : ''}</asset-clip>`;
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
    const outFrame = frames(clip.endS, input.fps);
    const item = { i, inFrame, outFrame, start: offset, end: offset + outFrame - inFrame, description: clip.description };
    offset = item.end;
    return item;
  });
  const clipItem = (kind: 'v' | 'a', item: (typeof items)[number]) =>
    `<clipitem id="clipitem-${kind}${item.i + 1}"><name>Clip ${item.i + 1}</name><duration>${mediaFrames}</duration>${rateXml}<start>${item.start}</start><end>${item.end}</end><in>${item.inFrame}</in><out>${item.outFrame}</out>${kind === 'v' && item.i === 0 ? fileXml : '<file id="file-1"/>'}${kind === 'a' ? '<sourcetrack><mediatype>audio</mediatype><trackindex>1</trackindex></sourcetrack>' : ''}${item.description ? `<comments><mastercomment1>${escapeXml(item.description)}</mastercomment1></comments>` : ''}</clipitem>`;
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
      source_range: { OTIO_SCHEMA: 'TimeRange.1', start_time: rt(frames(clip.startS, rate)), duration: rt(frames(clip.endS, rate) - frames(clip.startS, rate)) },
      effects: [],
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
