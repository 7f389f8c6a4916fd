/**
 * Seconds of video an activity's input asks it to process, when the input is one segment of a render
 * (`{ fps, segment: { frames } }`); null for any other activity. Feeds the render speed metric.
 */
export function getSegmentVideoSeconds(input: unknown): number | null {
  if (typeof input !== 'object' || input === null) return null;
  const { fps, segment } = input as { fps?: unknown; segment?: unknown };
  if (typeof fps !== 'number' || !(fps > 0) || typeof segment !== 'object' || segment === null) return null;
  const { frames } = segment as { frames?: unknown };
  if (typeof frames !== 'number' || !(frames > 0)) return null;
  return frames / fps;
}
