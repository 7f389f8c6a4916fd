import { describe, expect, it } from 'vitest';
import { buildProjectsCsv } from './build-projects-csv';

describe('projects export', () => {
  it('writes one CSV row per job, quoting names with commas or quotes', () => {
    const csv = buildProjectsCsv(
      [{ id: 'j1', toolId: 'video_sharpener', status: 'download_ready', fileName: 'beach, "final".mp4', createdAt: '2026-11-22T10:00:00.000Z', thumbnailUrl: '/media/jobs/j1/thumbnail' }],
      { tool: () => 'Video Sharpener', origin: 'https://kinora.example', path: (job) => `/video-sharpener/${job.id}` },
    );
    expect(csv).toBe('tool,file,status,created,link\r\nVideo Sharpener,"beach, ""final"".mp4",download_ready,2026-11-22T10:00:00.000Z,https://kinora.example/video-sharpener/j1\r\n');
  });
});
