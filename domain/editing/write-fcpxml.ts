import { getClipPlacement, getFrameRate, type ProjectClip, type ProjectLevelKey, type ProjectText, type ProjectTimeline } from './project-timeline';

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** FCPXML's sequence sample rates (the DTD's audioHz); another rate is mixed to 48 kHz. */
const SEQUENCE_RATES: Record<number, string> = { 32000: '32k', 44100: '44.1k', 48000: '48k', 88200: '88.2k', 96000: '96k', 176400: '176.4k', 192000: '192k' };
/** Final Cut's built-in Basic Title (a Motion template every install has). */
const BASIC_TITLE_UID = '.../Titles.localized/Bumper:Opener.localized/Basic Title.localized/Basic Title.moti';
/** Where each kind of text sits, in FCPXML's position units (percent of the frame's height from its centre, y up). */
const TEXT_PLACES: Record<ProjectText['kind'], { y: number; lane: number; size: number }> = { title: { y: 0, lane: 2, size: 0.09 }, lower_third: { y: -28, lane: 2, size: 0.05 }, caption: { y: -38, lane: 1, size: 0.055 } };

/**
 * Final Cut Pro (FCPXML 1.9, valid against Apple's DTD): the picture clips on the spine, each cropped by conforming
 * to fill and moving with position keyframes; titles and captions as Basic Titles and the music as audio on lanes
 * connected to the clip they start in; the source's own sample rate and channels on its asset.
 */
export function writeFcpxml(timeline: ProjectTimeline): string {
  const rate = getFrameRate(timeline.fps);
  // FCPXML time: seconds as a rational; a frame is den/num seconds. A retimed clip's local time runs `speed` times slower.
  const t = (frames: number, speed = 1) => `${frames * rate.den}/${rate.num * speed}s`;
  const ids = new Map(timeline.media.map((m, i) => [m.id, `r${i + 3}`]));
  const mediaById = new Map(timeline.media.map((m) => [m.id, m]));
  const resources = [`    <format id="r1" frameDuration="${rate.den}/${rate.num}s" width="${timeline.width}" height="${timeline.height}"/>`];
  for (const m of timeline.media) {
    if (m.video) resources.push(`    <format id="${ids.get(m.id)}f" frameDuration="${rate.den}/${rate.num}s" width="${m.video.width}" height="${m.video.height}"/>`);
    const audio = m.audio ? ` audioSources="1" audioChannels="${m.audio.channels}" audioRate="${m.audio.rate}"` : '';
    resources.push(
      `    <asset id="${ids.get(m.id)}" name="${escapeXml(m.fileName)}" start="0s" duration="${t(Math.round(m.durationS * timeline.fps))}" hasVideo="${m.video ? 1 : 0}" hasAudio="${m.audio ? 1 : 0}"${m.video ? ` format="${ids.get(m.id)}f"` : ''}${audio}>\n      <media-rep kind="original-media" src="${escapeXml(encodeURI(m.fileName))}" suggestedFilename="${escapeXml(m.fileName)}"/>\n    </asset>`,
    );
  }
  const titleEffect = `r${timeline.media.length + 3}`;
  if (timeline.texts.length > 0) resources.push(`    <effect id="${titleEffect}" name="Basic Title" uid="${BASIC_TITLE_UID}"/>`);

  // Connected items hang on the spine clip they start in, at an offset in that clip's local time.
  const anchored = new Map<number, string[]>();
  const parentOf = (frame: number) => Math.max(0, timeline.clips.findIndex((c) => frame >= c.atFrame && frame < c.atFrame + c.frames));
  const localTime = (clip: ProjectClip, timelineFrames: number) => t(clip.sourceStartFrame + timelineFrames * clip.speed, clip.speed);
  const hang = (frame: number, xml: (parent: ProjectClip) => string) => {
    const index = parentOf(frame);
    anchored.set(index, [...(anchored.get(index) ?? []), xml(timeline.clips[index]!)]);
  };
  timeline.texts.forEach((text, i) => {
    const place = TEXT_PLACES[text.kind];
    hang(text.atFrame, (parent) => {
      const style = `<text-style-def id="ts${i + 1}"><text-style font="Noto Sans" fontSize="${Math.round(timeline.height * place.size)}" fontColor="1 1 1 1" bold="1" alignment="center"/></text-style-def>`;
      return `<title ref="${titleEffect}" lane="${place.lane}" name="${escapeXml(text.kind === 'caption' ? 'Caption' : text.kind === 'title' ? 'Title' : 'Lower third')}" offset="${localTime(parent, text.atFrame - parent.atFrame)}" start="0s" duration="${t(text.frames)}" role="titles"><text><text-style ref="ts${i + 1}">${escapeXml(text.text)}</text-style></text>${style}${place.y === 0 ? '' : `<adjust-transform position="0 ${place.y}"/>`}</title>`;
    });
  });
  for (const music of timeline.music) {
    hang(music.atFrame, (parent) => `<asset-clip ref="${ids.get(music.mediaId)}" lane="-1" name="${escapeXml(music.name)}" offset="${localTime(parent, music.atFrame - parent.atFrame)}" start="${t(music.sourceStartFrame)}" duration="${t(music.frames)}" audioRole="music">${volumeXml(music.levels, (k) => t(music.sourceStartFrame + k))}</asset-clip>`);
  }

  const spine = timeline.clips.map((clip, i) => {
    const media = mediaById.get(clip.mediaId)!;
    const timeMap = clip.speed === 1 ? '' : `<timeMap><timept time="0s" value="0s" interp="linear"/><timept time="${t(Math.round(media.durationS * timeline.fps), clip.speed)}" value="${t(Math.round(media.durationS * timeline.fps))}" interp="linear"/></timeMap>`;
    const transform = media.video ? transformXml(clip, media.video, timeline, (frame) => localTime(clip, frame)) : '';
    return `        <asset-clip ref="${ids.get(clip.mediaId)}" name="${escapeXml(clip.name)}" offset="${t(clip.atFrame)}" start="${localTime(clip, 0)}" duration="${t(clip.frames)}"${media.audio ? ' audioRole="dialogue"' : ''}>${clip.note ? `<note>${escapeXml(clip.note)}</note>` : ''}${timeMap}${transform}${(anchored.get(i) ?? []).join('')}</asset-clip>`;
  });
  const total = timeline.clips.reduce((sum, c) => sum + c.frames, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fcpxml>
<!-- ${escapeXml(timeline.relinkHint).replace(/--/g, '- -')} -->
<fcpxml version="1.9">
  <resources>
${resources.join('\n')}
  </resources>
  <library>
    <event name="Kinora">
      <project name="${escapeXml(timeline.name)}">
        <sequence format="r1" duration="${t(total)}" tcStart="0s" tcFormat="NDF" audioLayout="${timeline.audioLayout}" audioRate="${SEQUENCE_RATES[timeline.audioRate] ?? '48k'}">
          <note>${escapeXml(timeline.relinkHint)}</note>
          <spine>
${spine.join('\n')}
          </spine>
        </sequence>
      </project>
    </event>
  </library>
</fcpxml>
`;
}

/** Conform (fill or fit) and, for a moving crop, position keyframes: percent of the frame's height, y up. */
function transformXml(clip: ProjectClip, source: { width: number; height: number }, timeline: ProjectTimeline, time: (frame: number) => string): string {
  const conform = `<adjust-conform type="${clip.fit}"/>`;
  if (clip.fit === 'fit') return conform;
  // Conformed to fill, the picture already has the render's scale: only the crop's centre moves it.
  const position = (p: { x: number; y: number }) => {
    const { offsetX, offsetY } = getClipPlacement(source, timeline, 'fill', p);
    const r = (v: number) => Math.round(((v / timeline.height) * 100) * 1000) / 1000 || 0;
    return `${r(offsetX)} ${r(-offsetY)}`;
  };
  const keys = clip.framing.length > 0 ? clip.framing : [{ frame: 0, x: 0.5, y: 0.5 }];
  if (keys.length === 1) return `${conform}<adjust-transform position="${position(keys[0]!)}"/>`;
  return `${conform}<adjust-transform position="${position(keys[0]!)}"><param name="position"><keyframeAnimation>${keys.map((k) => `<keyframe time="${time(k.frame)}" value="${position(k)}"/>`).join('')}</keyframeAnimation></param></adjust-transform>`;
}

function volumeXml(levels: readonly ProjectLevelKey[], time: (frame: number) => string): string {
  const db = (v: number) => `${v}dB`;
  if (levels.length === 1) return `<adjust-volume amount="${db(levels[0]!.db)}"/>`;
  return `<adjust-volume amount="${db(levels[0]!.db)}"><param name="amount"><keyframeAnimation>${levels.map((k) => `<keyframe time="${time(k.frame)}" value="${db(k.db)}"/>`).join('')}</keyframeAnimation></param></adjust-volume>`;
}
