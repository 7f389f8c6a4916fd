import { getClipPlacement, type ProjectMedia, type ProjectText, type ProjectTimeline } from './project-timeline';

type OtioItem = Record<string, unknown> & { OTIO_SCHEMA: string };

/**
 * OpenTimelineIO JSON (Timeline.1 > Stack.1 > Track.1 > Clip.2 | Gap.1, ExternalReference.1 and GeneratorReference.1):
 * V1 the picture clips, V2 titles and V3 captions as text generators with gaps between, A1 the clips' sound, A2 the
 * music. OTIO has no sequence size, crop or level in its core schema: those travel in `metadata.kinora` (the
 * timeline's size and audio, each clip's placement keyframes, each music clip's levels), as adapters carry theirs.
 */
export function writeOtio(timeline: ProjectTimeline): string {
  const rate = timeline.fps;
  const rt = (value: number) => ({ OTIO_SCHEMA: 'RationalTime.1', rate, value });
  const range = (start: number, duration: number) => ({ OTIO_SCHEMA: 'TimeRange.1', start_time: rt(start), duration: rt(duration) });
  const mediaById = new Map(timeline.media.map((m) => [m.id, m]));
  const reference = (m: ProjectMedia) => ({
    OTIO_SCHEMA: 'ExternalReference.1',
    name: m.fileName,
    metadata: { kinora: { ...(m.video ? { width: m.video.width, height: m.video.height } : {}), ...(m.audio ? { audio_rate: m.audio.rate, audio_channels: m.audio.channels } : {}) } },
    available_range: range(0, Math.round(m.durationS * rate)),
    // Relative to the .otio file (see the timeline's relink hint).
    target_url: encodeURI(m.fileName),
  });
  const clip = (name: string, m: ProjectMedia, sourceStart: number, frames: number, speed: number, metadata: Record<string, unknown>): OtioItem => ({
    OTIO_SCHEMA: 'Clip.2',
    name,
    metadata: { kinora: metadata },
    // With a LinearTimeWarp the range's duration is what the clip takes on the track (OTIO lays out by it); the
    // media it plays is `time_scalar` times longer.
    source_range: range(sourceStart, frames),
    effects: speed === 1 ? [] : [{ OTIO_SCHEMA: 'LinearTimeWarp.1', name: 'Speed', effect_name: 'LinearTimeWarp', metadata: {}, time_scalar: speed }],
    markers: [],
    enabled: true,
    media_references: { DEFAULT_MEDIA: reference(m) },
    active_media_reference_key: 'DEFAULT_MEDIA',
  });
  const gap = (frames: number): OtioItem => ({ OTIO_SCHEMA: 'Gap.1', name: '', metadata: {}, source_range: range(0, frames), effects: [], markers: [], enabled: true });
  const track = (name: string, kind: 'Video' | 'Audio', children: OtioItem[]) => ({ OTIO_SCHEMA: 'Track.1', name, kind, metadata: {}, source_range: null, effects: [], markers: [], enabled: true, children });
  // Items placed at frames on an otherwise empty track: gaps fill the space between them.
  const placeOnTrack = (items: { atFrame: number; frames: number; item: OtioItem }[]) => {
    const children: OtioItem[] = [];
    let cursor = 0;
    for (const it of [...items].sort((a, b) => a.atFrame - b.atFrame)) {
      if (it.atFrame < cursor) continue;
      if (it.atFrame > cursor) children.push(gap(it.atFrame - cursor));
      children.push(it.item);
      cursor = it.atFrame + it.frames;
    }
    return children;
  };

  const pictures = timeline.clips.map((c) => {
    const m = mediaById.get(c.mediaId)!;
    const keys = c.fit === 'fill' && c.framing.length > 0 ? c.framing : [{ frame: 0, x: 0.5, y: 0.5 }];
    const placement = m.video ? { fit: c.fit, keyframes: keys.map((k) => ({ frame: k.frame, ...getClipPlacement(m.video!, timeline, c.fit, k) })) } : null;
    return clip(c.name, m, c.sourceStartFrame, c.frames, c.speed, { description: c.note ?? null, placement });
  });
  const sounds = timeline.clips.filter((c) => mediaById.get(c.mediaId)!.audio).map((c) => clip(c.name, mediaById.get(c.mediaId)!, c.sourceStartFrame, c.frames, c.speed, { linked_to: c.name }));
  const text = (t: ProjectText): OtioItem => ({
    OTIO_SCHEMA: 'Clip.2',
    name: t.kind === 'caption' ? 'Caption' : t.kind === 'title' ? 'Title' : 'Lower third',
    metadata: { kinora: { kind: t.kind } },
    source_range: range(0, t.frames),
    effects: [],
    markers: [],
    enabled: true,
    media_references: { DEFAULT_MEDIA: { OTIO_SCHEMA: 'GeneratorReference.1', name: 'Text', metadata: {}, available_range: range(0, t.frames), generator_kind: 'Text', parameters: { text: t.text } } },
    active_media_reference_key: 'DEFAULT_MEDIA',
  });
  const texts = (captions: boolean) => placeOnTrack(timeline.texts.filter((t) => (t.kind === 'caption') === captions).map((t) => ({ atFrame: t.atFrame, frames: t.frames, item: text(t) })));
  const music = placeOnTrack(timeline.music.map((m) => ({ atFrame: m.atFrame, frames: m.frames, item: clip(m.name, mediaById.get(m.mediaId)!, m.sourceStartFrame, m.frames, 1, { levels_db: m.levels }) })));
  const titleTrack = texts(false);
  const captionTrack = texts(true);
  const tracks = [
    track('V1', 'Video', pictures),
    ...(titleTrack.length ? [track('Titles', 'Video', titleTrack)] : []),
    ...(captionTrack.length ? [track('Captions', 'Video', captionTrack)] : []),
    ...(sounds.length ? [track('A1', 'Audio', sounds)] : []),
    ...(music.length ? [track('Music', 'Audio', music)] : []),
  ];
  return JSON.stringify(
    {
      OTIO_SCHEMA: 'Timeline.1',
      name: timeline.name,
      metadata: { kinora: { width: timeline.width, height: timeline.height, fps: timeline.fps, audio_rate: timeline.audioRate, audio_layout: timeline.audioLayout, relink_hint: timeline.relinkHint } },
      global_start_time: rt(0),
      tracks: { OTIO_SCHEMA: 'Stack.1', name: 'tracks', metadata: {}, source_range: null, effects: [], markers: [], enabled: true, children: tracks },
    },
    null,
    2,
  );
}
