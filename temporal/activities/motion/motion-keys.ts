/** MotionChat's storage keys: per-render segments (checkpoints) and outputs, and the images a job uses. */
export const motionKeys = {
  segment: (jobId: string, stage: string, index: number, extension: string) => `jobs/${jobId}/${stage}/segment-${String(index).padStart(3, '0')}.${extension}`,
  output: (jobId: string, stage: string, extension: string) => `jobs/${jobId}/${stage}/output.${extension}`,
  image: (jobId: string, index: number, extension: string) => `jobs/${jobId}/images/image-${String(index).padStart(2, '0')}.${extension}`,
};
