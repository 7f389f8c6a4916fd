/**
 * Support command for operators (talks to Temporal only, so it works while the app runs):
 *   npm run support -- failed             list failed jobs (user, tool, error code)
 *   npm run support -- retry <jobId>      start a failed job again from the beginning with the same input
 *   npm run support -- reset <jobId>      reset a failed job to the step that failed, keeping what was done before it
 * TEMPORAL_ADDRESS / TEMPORAL_NAMESPACE select the cluster (default: the embedded dev server).
 */
import { Client, Connection } from '@temporalio/client';
import { listFailedJobs, resetJob, restartJob } from '../server/temporal/job-support';

const [command, jobId] = process.argv.slice(2);
const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
const client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
try {
  if (command === 'failed') {
    const jobs = await listFailedJobs(client);
    if (jobs.length === 0) console.log('No failed jobs.');
    for (const job of jobs) console.log([job.closedAt ?? '-', job.jobId, job.toolId ?? '-', job.userId ?? '-', job.errorCode ?? '-'].join('  '));
  } else if ((command === 'retry' || command === 'reset') && jobId) {
    const { runId } = command === 'retry' ? await restartJob(client, jobId) : await resetJob(client, jobId);
    console.log(`${command === 'retry' ? 'Restarted' : 'Reset'} ${jobId}: new run ${runId}`);
  } else {
    console.error('Usage: npm run support -- failed | retry <jobId> | reset <jobId>');
    process.exitCode = 2;
  }
} finally {
  await connection.close();
}
