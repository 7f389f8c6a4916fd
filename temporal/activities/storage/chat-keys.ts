/** Where a chat job's media (clips, key frames) lives: one folder per job, files named by the reply that made them. */
export const chatKeys = {
  attachment: (jobId: string, name: string) => `jobs/${jobId}/chat/${name}`,
};
