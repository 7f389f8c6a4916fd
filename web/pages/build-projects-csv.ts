import type { JobSummary } from '../../server/routers/jobs-router';

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The projects list as CSV (tool, file, status, created, link), one row per job, for the Export button. */
export function buildProjectsCsv(jobs: readonly JobSummary[], names: { tool: (toolId: string) => string; origin: string; path: (job: JobSummary) => string }): string {
  const header = ['tool', 'file', 'status', 'created', 'link'];
  const rows = jobs.map((job) => [names.tool(job.toolId), job.fileName, job.status, job.createdAt, `${names.origin}${names.path(job)}`]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
