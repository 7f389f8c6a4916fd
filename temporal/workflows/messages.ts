import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { JobView } from '../../domain/jobs/job-view';
import type { ChatMessageView } from '../../domain/chat/chat-message';
import type { ChainView } from '../../domain/jobs/chain-view';
import type { ToolId } from '../../domain/catalogue/tool-ids';
import type { PlanId } from '../../domain/plans';

/** The job fields the client needs; the server refines progress with running activities' heartbeats. */
export const jobViewQuery = defineQuery<JobView>('jobView');

/** The user pressed Premium Export (or Finish editing): render the full-quality output. */
export const premiumExportSignal = defineSignal('premiumExport');

/** Pause: no new unit of work starts; units in flight are stopped and redone on resume. Finished units are kept. */
export const pauseSignal = defineSignal('pause');
export const resumeSignal = defineSignal('resume');

/** Face or plate blurring: the user chose which detected people (track ids) to blur; 'all' blurs every one. */
export const selectFacesSignal = defineSignal<[{ indices: number[] | 'all' }]>('selectFaces');

/** The user changed options (or the selection) while the preview waits: render the preview again with them. */
export const changeOptionsSignal = defineSignal<[{ options: Record<string, unknown> }]>('changeOptions');

export interface ToolChainInput {
  chainId: string;
  userId: string;
  plan: PlanId;
  /** The first step's inputs (several for the concatenator), as uploaded files and their storage keys. */
  fileIds: string[];
  sourceKeys: string[];
  steps: { toolId: ToolId; options: Record<string, unknown> }[];
}

/** A tool chain's steps and their state. */
export const chainViewQuery = defineQuery<ChainView>('chainView');


/** AI video editor: the decisions the user flipped (the whole set, so a repeated signal is harmless). */
export const toggleDecisionsSignal = defineSignal<[{ toggled: number[] }]>('toggleDecisions');

/** AI video editor: the user reviewed the decisions; render the edit as the list now says. */
export const approveEditSignal = defineSignal('approveEdit');

/**
 * Chat tools (summarizer, MotionChat): one user message in, the assistant's reply out (update id = message id).
 * `intent`: a tool-defined action chosen with a button (e.g. the summarizer's 'summary'), kept in the message's payload.
 * `locale`: the user's interface locale (`de-DE`), so commands typed in that language are understood.
 */
export const sendChatMessageUpdate = defineUpdate<ChatMessageView, [{ messageId: string; text: string; intent?: string; locale?: string }]>('sendChatMessage');
