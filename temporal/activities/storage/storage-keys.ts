/** The one place storage keys are spelled out. */
export const storageKeys = {
  upload: (fileId: string) => `uploads/${fileId}/source`,
  segment: (jobId: string, stage: string, index: number) => `jobs/${jobId}/${stage}/segment-${String(index).padStart(4, '0')}.mp4`,
  output: (jobId: string, stage: string) => `jobs/${jobId}/${stage}/output.mp4`,
};
