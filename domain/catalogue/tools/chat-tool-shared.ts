import type { ToolStates } from '../tool-definition';

/** MotionChat and the summarizer share one row of the catalogue's states table (transcription, transcribing -> transcribed). */
export const CHAT_TOOL_STATES: ToolStates = {
  initialEndpoint: 'transcription',
  beforeLoaded: 'transcribing',
  afterLoaded: 'transcribed',
  freePlan: 'transcribing',
  freePlanFinished: 'transcribed',
  purchasedPlan: 'transcribing',
  purchasedPlanFinished: 'transcribed',
  afterDownload: 'transcribed',
  downloadPathLocation: null,
};

/** "MotionChat, summarizer: 1 credit per message." */
export const CHAT_TOOL_CREDIT = { perMessage: 1, unit: 'credit / message' } as const;
