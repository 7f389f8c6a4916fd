import { getJobPagePath, getTemporalRunUrl } from '../../domain/support/support-links';
import type { JobOutcomePage } from '../../server/support/list-job-outcomes';
import { englishErrorMessage, englishToolName } from './english-messages';

/** The support command's listing: a heading with both counts, then each job on three lines (what, the job page, its run). */
export function formatJobOutcomes(
  listed: JobOutcomePage,
  kind: 'system_failure' | 'user_side',
  links: { publicUrl: string; temporalUi: { baseUrl: string; namespace: string }; runIds: Record<string, string> },
): string {
  const { system_failure: failures, user_side: userSide } = listed.counts;
  const heading = kind === 'system_failure'
    ? `System failures: ${failures} (user-side outcomes, listed with --user-side: ${userSide})`
    : `User-side outcomes: ${userSide} (system failures: ${failures})`;
  const lines = [`${heading}, page ${listed.page} of ${listed.pageCount}`];
  if (listed.rows.length === 0) lines.push('No jobs match these filters.');
  for (const row of listed.rows) {
    const user = row.visitor ? 'Visitor' : (row.userEmail ?? row.userId);
    const error = row.status === 'cancelled' ? 'cancelled by the user'
      : row.errorCode ? `${row.errorCode}: ${englishErrorMessage(row.errorCode)}` : 'no error code (a timeout or a crash)';
    const path = getJobPagePath(row.toolId, row.jobId);
    lines.push(
      `${row.endedAt}  ${englishToolName(row.toolId)}  ${user}  ${error}`,
      `    job:      ${path ? links.publicUrl + path : row.jobId}`,
      `    temporal: ${getTemporalRunUrl(links.temporalUi, row.jobId, links.runIds[row.jobId] ?? null)}`,
    );
  }
  return lines.join('\n');
}
