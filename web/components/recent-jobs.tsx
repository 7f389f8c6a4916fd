import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { getTool } from '../../domain/catalogue/get-tool';
import { isToolId } from '../../domain/catalogue/tool-ids';
import { getJobStatusDisplay, isJobStatus } from '../../domain/jobs/job-statuses';
import { trpc } from '../trpc';
import { TOOL_MESSAGES } from '../i18n/tool-messages';
import { STATUS_MESSAGES } from '../i18n/status-messages';
import { MediaThumb } from './media-thumb';

/** How many of the newest jobs the dashboard shows. */
const RECENT_JOBS = 4;

/** The viewer's newest jobs as pictures (output frame once finished) with their tool and state; nothing for a newcomer. */
export function RecentJobs() {
  const { i18n } = useLingui();
  const me = trpc.auth.me.useQuery();
  // Only someone who already has a session: asking for the list would make a visitor's session otherwise.
  const jobs = trpc.jobs.list.useQuery({ page: 1 }, { enabled: Boolean(me.data), retry: false });
  const recent = (jobs.data ?? []).filter((job) => isToolId(job.toolId)).slice(0, RECENT_JOBS);
  if (recent.length === 0) return null;
  return (
    <section className="category-section" data-testid="recent-jobs">
      <div className="category-head">
        <h2><Trans>Recent projects</Trans></h2>
        <Link href="/projects"><Trans>See all</Trans></Link>
      </div>
      <div className="recent-jobs">
        {recent.map((job) => {
          const tool = getTool(job.toolId as Parameters<typeof getTool>[0]);
          const display = isJobStatus(job.status) ? getJobStatusDisplay(job.status) : 'created';
          return (
            <Link key={job.id} href={`/${tool.urlPath}/${job.id}`} className="card recent-job" data-testid="recent-job">
              <MediaThumb url={job.thumbnailUrl} testId="job-thumb" />
              <strong>{i18n._(TOOL_MESSAGES[tool.id].label)}</strong>
              <span className="recent-job-name">{job.fileName}</span>
              <span><span className={`status-chip ${display}`}>{i18n._(STATUS_MESSAGES[display])}</span></span>
            </Link>
          );
        })}
      </div>
    </section>
  );
}
