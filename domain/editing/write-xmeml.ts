import { getClipPlacement, getFrameRate, type ProjectClip, type ProjectMedia, type ProjectText, type ProjectTimeline } from './project-timeline';
import { escapeXml } from './write-fcpxml';

/** Where each kind of text sits: the Text generator's origin, fractions of the frame from its centre (y down). */
const TEXT_ORIGINS: Record<ProjectText['kind'], { vert: number; size: number; track: number }> = { title: { vert: 0, size: 0.09, track: 0 }, lower_third: { vert: 0.3, size: 0.05, track: 0 }, caption: { vert: 0.38, size: 0.055, track: 1 } };

/**
 * Premiere Pro / Final Cut 7 XML (xmeml version 4): the sequence at the output's size; V1 the picture clips (scaled
 * and centred by Basic Motion keyframes as the render crops them), V2 titles and V3 captions as Text generators; A1..An
 * the source's channels, each clip linked to its picture (linkclipref), then the music on its own track with its
 * Audio Levels keyframes. Files declare their own sample rate and channel count.
 */
export function writeXmeml(timeline: ProjectTimeline): string {
  const rate = getFrameRate(timeline.fps);
  const rateXml = `<rate><timebase>${rate.timebase}</timebase><ntsc>${rate.ntsc ? 'TRUE' : 'FALSE'}</ntsc></rate>`;
  const mediaFrames = (m: ProjectMedia) => Math.round(m.durationS * timeline.fps);
  const fileIds = new Map(timeline.media.map((m, i) => [m.id, `file-${i + 1}`]));
  const written = new Set<string>();
  // The first clip that uses a file describes it; later ones refer to it by id.
  const fileXml = (m: ProjectMedia) => {
    const id = fileIds.get(m.id)!;
    if (written.has(id)) return `<file id="${id}"/>`;
    written.add(id);
    const video = m.video ? `<video><samplecharacteristics>${rateXml}<width>${m.video.width}</width><height>${m.video.height}</height></samplecharacteristics></video>` : '';
    const audio = m.audio ? `<audio><samplecharacteristics><depth>16</depth><samplerate>${m.audio.rate}</samplerate></samplecharacteristics><channelcount>${m.audio.channels}</channelcount></audio>` : '';
    return `<file id="${id}"><name>${escapeXml(m.fileName)}</name><pathurl>${escapeXml(encodeURI(m.fileName))}</pathurl>${rateXml}<duration>${mediaFrames(m)}</duration><media>${video}${audio}</media></file>`;
  };
  const mediaById = new Map(timeline.media.map((m) => [m.id, m]));
  // One track per channel of the source, as Premiere and Final Cut 7 lay out a file's channels.
  const channels = timeline.media.find((m) => m.id === timeline.clips[0]?.mediaId)?.audio?.channels ?? 0;
  const videoId = (i: number) => `clipitem-v${i + 1}`;
  const audioId = (i: number, channel: number) => `clipitem-a${i + 1}-${channel}`;
  const links = (i: number, hasSound: boolean) =>
    [`<link><linkclipref>${videoId(i)}</linkclipref><mediatype>video</mediatype><trackindex>1</trackindex><clipindex>${i + 1}</clipindex></link>`, ...(hasSound ? Array.from({ length: channels }, (_, c) => `<link><linkclipref>${audioId(i, c + 1)}</linkclipref><mediatype>audio</mediatype><trackindex>${c + 1}</trackindex><clipindex>${i + 1}</clipindex><groupindex>1</groupindex></link>`) : [])].join('');
  // Premiere's and Final Cut 7's constant speed change: the Time Remap filter, speed in percent.
  const timeRemap = (speed: number, kind: 'video' | 'audio') =>
    speed === 1 ? '' : `<filter><effect><name>Time Remap</name><effectid>timeremap</effectid><effectcategory>motion</effectcategory><effecttype>motion</effecttype><mediatype>${kind}</mediatype><parameter><parameterid>variablespeed</parameterid><name>variablespeed</name><value>0</value></parameter><parameter><parameterid>speed</parameterid><name>speed</name><value>${speed * 100}</value></parameter><parameter><parameterid>reverse</parameterid><name>reverse</name><value>FALSE</value></parameter><parameter><parameterid>frameblending</parameterid><name>frameblending</name><value>FALSE</value></parameter></effect></filter>`;
  // In and out are media frames, start and end the timeline's: a sped-up clip spans `speed` times more media.
  const span = (clip: { atFrame: number; frames: number; sourceStartFrame: number }, speed = 1) => `<start>${clip.atFrame}</start><end>${clip.atFrame + clip.frames}</end><in>${clip.sourceStartFrame}</in><out>${clip.sourceStartFrame + clip.frames * speed}</out>`;
  const comments = (clip: ProjectClip) => (clip.note ? `<comments><mastercomment1>${escapeXml(clip.note)}</mastercomment1></comments>` : '');

  const videoItems = timeline.clips.map((clip, i) => {
    const media = mediaById.get(clip.mediaId)!;
    return `<clipitem id="${videoId(i)}"><name>${escapeXml(clip.name)}</name><enabled>TRUE</enabled><duration>${mediaFrames(media)}</duration>${rateXml}${span(clip, clip.speed)}${fileXml(media)}${media.video ? motionXml(clip, media.video, timeline) : ''}${timeRemap(clip.speed, 'video')}${links(i, Boolean(media.audio))}${comments(clip)}</clipitem>`;
  });
  const audioTracks = Array.from({ length: channels }, (_, c) =>
    timeline.clips
      .map((clip, i) => {
        const media = mediaById.get(clip.mediaId)!;
        if (!media.audio) return '';
        return `<clipitem id="${audioId(i, c + 1)}"><name>${escapeXml(clip.name)}</name><enabled>TRUE</enabled><duration>${mediaFrames(media)}</duration>${rateXml}${span(clip, clip.speed)}${fileXml(media)}<sourcetrack><mediatype>audio</mediatype><trackindex>${c + 1}</trackindex></sourcetrack>${timeRemap(clip.speed, 'audio')}${links(i, true)}${comments(clip)}</clipitem>`;
      })
      .join(''),
  );
  const musicItems = timeline.music.map((music, i) => {
    const media = mediaById.get(music.mediaId)!;
    // Audio Levels: a linear gain (1 = 0 dB); keyframes at media frames, as the clip's in and out count them.
    const gain = (db: number) => Math.round(10 ** (db / 20) * 100000) / 100000;
    const keys = music.levels.length > 1 ? music.levels.map((k) => `<keyframe><when>${music.sourceStartFrame + k.frame}</when><value>${gain(k.db)}</value></keyframe>`).join('') : '';
    const levels = `<filter><effect><name>Audio Levels</name><effectid>audiolevels</effectid><effectcategory>audiolevels</effectcategory><effecttype>audiolevels</effecttype><mediatype>audio</mediatype><parameter><parameterid>level</parameterid><name>Level</name><valuemin>0</valuemin><valuemax>3.98109</valuemax><value>${gain(music.levels[0]!.db)}</value>${keys}</parameter></effect></filter>`;
    return `<clipitem id="clipitem-m${i + 1}"><name>${escapeXml(music.name)}</name><enabled>TRUE</enabled><duration>${mediaFrames(media)}</duration>${rateXml}${span(music)}${fileXml(media)}<sourcetrack><mediatype>audio</mediatype><trackindex>1</trackindex></sourcetrack>${levels}</clipitem>`;
  });
  const textTrack = (track: number) =>
    timeline.texts
      .map((text, i) => ({ text, i }))
      .filter(({ text }) => TEXT_ORIGINS[text.kind].track === track)
      .map(({ text, i }) => {
        const place = TEXT_ORIGINS[text.kind];
        const parameter = (id: string, name: string, value: string) => `<parameter><parameterid>${id}</parameterid><name>${name}</name><value>${value}</value></parameter>`;
        return `<generatoritem id="text-${i + 1}"><name>${escapeXml(text.text.split('\n')[0]!.slice(0, 40))}</name><enabled>TRUE</enabled><duration>${text.frames}</duration>${rateXml}<start>${text.atFrame}</start><end>${text.atFrame + text.frames}</end><in>0</in><out>${text.frames}</out><effect><name>Text</name><effectid>Text</effectid><effectcategory>Text</effectcategory><effecttype>generator</effecttype><mediatype>video</mediatype>${parameter('str', 'Text', escapeXml(text.text))}${parameter('fontname', 'Font', 'Noto Sans')}${parameter('fontsize', 'Size', String(Math.round(timeline.height * place.size)))}${parameter('fontstyle', 'Style', '2')}${parameter('fontalign', 'Alignment', '2')}${parameter('origin', 'Origin', `<horiz>0</horiz><vert>${place.vert}</vert>`)}</effect></generatoritem>`;
      })
      .join('');
  const titles = textTrack(0);
  const captions = textTrack(1);
  const total = timeline.clips.reduce((sum, c) => sum + c.frames, 0);
  const track = (items: string) => `        <track>${items}</track>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE xmeml>
<!-- ${escapeXml(timeline.relinkHint).replace(/--/g, '- -')} -->
<xmeml version="4">
  <sequence id="sequence-1">
    <name>${escapeXml(timeline.name)}</name>
    <duration>${total}</duration>
    ${rateXml}
    <timecode>${rateXml}<string>00:00:00:00</string><frame>0</frame><displayformat>NDF</displayformat></timecode>
    <media>
      <video>
        <format><samplecharacteristics>${rateXml}<width>${timeline.width}</width><height>${timeline.height}</height><pixelaspectratio>square</pixelaspectratio></samplecharacteristics></format>
${[track(videoItems.join('')), ...(titles ? [track(titles)] : []), ...(captions ? [track(captions)] : [])].join('\n')}
      </video>
      <audio>
        <format><samplecharacteristics><depth>16</depth><samplerate>${timeline.audioRate}</samplerate></samplecharacteristics></format>
${[...audioTracks.map(track), ...(musicItems.length ? [track(musicItems.join(''))] : [])].join('\n')}
      </audio>
    </media>
  </sequence>
</xmeml>
`;
}

/**
 * Basic Motion as the render frames the clip: scale in percent of the source, centre as the picture's offset from
 * the frame's middle in fractions of the source's size (Final Cut 7's convention), keyframed at media frames.
 */
function motionXml(clip: ProjectClip, source: { width: number; height: number }, timeline: ProjectTimeline): string {
  const keys = clip.fit === 'fill' && clip.framing.length > 0 ? clip.framing : [{ frame: 0, x: 0.5, y: 0.5 }];
  const placed = keys.map((k) => ({ frame: k.frame, ...getClipPlacement(source, timeline, clip.fit, k) }));
  const r = (v: number) => Math.round(v * 100000) / 100000 || 0;
  const centre = (p: (typeof placed)[number]) => `<horiz>${r(p.offsetX / source.width)}</horiz><vert>${r(p.offsetY / source.height)}</vert>`;
  const scale = r(placed[0]!.scale * 100);
  const animated = placed.length > 1 ? placed.map((p) => `<keyframe><when>${clip.sourceStartFrame + p.frame * clip.speed}</when><value>${centre(p)}</value></keyframe>`).join('') : '';
  return `<filter><effect><name>Basic Motion</name><effectid>basic</effectid><effectcategory>motion</effectcategory><effecttype>motion</effecttype><mediatype>video</mediatype><parameter><parameterid>scale</parameterid><name>Scale</name><valuemin>0</valuemin><valuemax>1000</valuemax><value>${scale}</value></parameter><parameter><parameterid>center</parameterid><name>Center</name><value>${centre(placed[0]!)}</value>${animated}</parameter></effect></filter>`;
}
