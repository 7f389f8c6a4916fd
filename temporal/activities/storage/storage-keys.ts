/** The one place storage keys are spelled out. */
export const storageKeys = {
  upload: (fileId: string) => `uploads/${fileId}/source`,
  /** A browser-playable copy of an upload whose own codec a page cannot play. */
  playableCopy: (fileId: string) => `uploads/${fileId}/playable.mp4`,
  /** A file's poster and scrubbing sprite over its whole length (the lists' thumbnails, the tool page's filmstrip). */
  fileThumbnails: (fileId: string) => `uploads/${fileId}/thumbnails`,
  filePoster: (fileId: string) => `uploads/${fileId}/thumbnails/poster.jpg`,
  fileSprite: (fileId: string) => `uploads/${fileId}/thumbnails/sprite.jpg`,
  /** A finished job's thumbnail in the lists: a frame of its own output. */
  outputPoster: (jobId: string) => `jobs/${jobId}/thumbnails/output-poster.jpg`,
  segment: (jobId: string, stage: string, index: number) => `jobs/${jobId}/${stage}/segment-${String(index).padStart(4, '0')}.mp4`,
  analysis: (jobId: string, stage: string, name: string) => `jobs/${jobId}/${stage}/analysis/${name}`,
  output: (jobId: string, stage: string, extension = 'mp4') => `jobs/${jobId}/${stage}/output.${extension}`,
  normalisedSource: (jobId: string) => `jobs/${jobId}/source/normalised.mp4`,
  poster: (jobId: string) => `jobs/${jobId}/thumbnails/poster.jpg`,
  sprite: (jobId: string) => `jobs/${jobId}/thumbnails/sprite.jpg`,
  /** One thumbnail per detected person (or plate), for the user to choose which to blur. */
  trackThumbnail: (jobId: string, index: number) => `jobs/${jobId}/thumbnails/track-${String(index).padStart(3, '0')}.jpg`,
};

/** The AI video editor's files: the stitched project, rendered clips (checkpoints) and the exports people download. */
export const editorKeys = {
  clip: (jobId: string, stage: string, index: number) => `jobs/${jobId}/${stage}/clip-${String(index).padStart(4, '0')}.mov`,
  captionsAss: (jobId: string, stage: string) => `jobs/${jobId}/${stage}/captions.ass`,
  framing: (jobId: string, stage: string) => `jobs/${jobId}/${stage}/framing.json`,
  exportFile: (jobId: string, name: string) => `jobs/${jobId}/exports/${name}`,
};

/**
 * OneEditor exports: each rendered segment is kept with its project, named by the hash of exactly its inputs and the
 * output it was made for, so a later export of the same project reuses every segment whose part did not change.
 */
export const timelineKeys = {
  /** `engine`: the renderer's own version (a change in how a segment is drawn renders every segment again). */
  segment: (projectId: string, segmentKey: string, output: { width: number; height: number; watermark: boolean }, engine: number) =>
    `editor-projects/${projectId}/segments/${segmentKey}-${output.width}x${output.height}${output.watermark ? '-wm' : ''}-e${engine}.mp4`,
};
