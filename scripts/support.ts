/**
 * Support command for operators:
 *   npm run support -- failed [--user-side] [--tool ID] [--error CODE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page N]
 *        jobs that did not succeed, newest first: system failures, or with --user-side the outcomes of the users' own
 *        input, plan or choice; each with the user's email (or Visitor), the tool, the English error message next to its
 *        code, and links to the job page (PUBLIC_URL) and its run in the Temporal Web UI (TEMPORAL_UI_URL)
 *   npm run support -- retry <jobId>      start a failed job again from the beginning with the same input
 *   npm run support -- reset <jobId>      reset a failed job to the step that failed, keeping what was done before it
 * Retry and reset refuse user-side outcomes (they would end the same way). The database is DATABASE_URL's, or the
 * embedded one under DATA_DIR while the app is stopped; TEMPORAL_ADDRESS / TEMPORAL_NAMESPACE select the cluster.
 */
import { register } from 'node:module';
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { readAppConfig } from '../server/config';
import { canRestartJob, classifyJobOutcome } from '../domain/support/classify-job-outcome';
import { listJobOutcomes } from '../server/support/list-job-outcomes';
import { createJobGateway } from '../server/temporal/job-gateway';
import { resetJob, restartJob } from '../server/temporal/job-support';
import { openSupportDatabase } from './support/open-support-database';

// The web app's English messages are lingui macros: load them through a stand-in for the macro (see the hooks file).
register('./support/lingui-macro-hooks.mjs', import.meta.url);
const { formatJobOutcomes } = await import('./support/print-job-outcomes');

const USAGE = 'Usage: npm run support -- failed [--user-side] [--tool ID] [--error CODE] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page N] | retry <jobId> | reset <jobId>';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'user-side': { type: 'boolean', default: false },
    tool: { type: 'string' },
    error: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    page: { type: 'string', default: '1' },
  },
});
const [command, jobId] = positionals;
const config = readAppConfig(process.env);
const temporalUi = { baseUrl: config.TEMPORAL_UI_URL, namespace: config.TEMPORAL_NAMESPACE };

async function listFailed(): Promise<void> {
  const page = Number(flags.page);
  if (!Number.isInteger(page) || page < 1 || [flags.from, flags.to].some((day) => day !== undefined && !DAY.test(day))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const kind = flags['user-side'] ? 'user_side' : 'system_failure';
  const db = await openSupportDatabase(config);
  try {
    const listed = await listJobOutcomes(db.prisma, { kind, toolId: flags.tool, errorCode: flags.error, fromDay: flags.from, toDay: flags.to, page });
    const gateway = createJobGateway({ address: config.TEMPORAL_ADDRESS, namespace: config.TEMPORAL_NAMESPACE });
    const runIds = listed.rows.length > 0 ? await gateway.findRunIds(listed.rows.map((row) => row.jobId)) : {};
    console.log(formatJobOutcomes(listed, kind, { publicUrl: config.publicUrl, temporalUi, runIds }));
  } finally {
    await db.close();
  }
}

async function retry(mode: 'retry' | 'reset', id: string): Promise<void> {
  const db = await openSupportDatabase(config);
  try {
    const job = await db.prisma.job.findUnique({ where: { id }, select: { status: true, errorCode: true } });
    if (!job) throw new Error(`No job ${id}.`);
    if (job.status === 'cancelled' || (job.status === 'failed' && !canRestartJob(classifyJobOutcome({ status: 'failed', errorCode: job.errorCode })))) {
      throw new Error(`Job ${id} ended on the user's side (${job.status === 'cancelled' ? 'cancelled' : job.errorCode}): running it again would end the same way.`);
    }
    if (job.status !== 'failed') throw new Error(`Job ${id} has not failed (${job.status}).`);
  } finally {
    await db.close();
  }
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  try {
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
    const { runId } = mode === 'retry' ? await restartJob(client, id) : await resetJob(client, id);
    console.log(`${mode === 'retry' ? 'Restarted' : 'Reset'} ${id}: new run ${runId}`);
  } finally {
    await connection.close();
  }
}

try {
  if (command === 'failed') await listFailed();
  else if ((command === 'retry' || command === 'reset') && jobId) await retry(command, jobId);
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
// A Temporal connection that never opened (no server) would keep the process waiting.
process.exit();
