import { defineQuery, defineSignal } from '@temporalio/workflow';
import type { JobView } from '../../domain/jobs/job-view';

/** The job fields the client needs; the server refines progress with running activities' heartbeats. */
export const jobViewQuery = defineQuery<JobView>('jobView');
/** The user pressed Premium Export (or Finish editing): render the full-quality output. */
export const premiumExportSignal = defineSignal('premiumExport');
