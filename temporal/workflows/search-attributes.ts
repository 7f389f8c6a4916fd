import type { SearchAttributeType } from '@temporalio/common';

type SearchAttributeKey<T extends SearchAttributeType> = { name: string; type: T };

// Custom search attributes, so support finds a job in the Temporal UI or CLI by user, tool, plan or status
// (e.g. `UserId="..." AND JobStatus="halted"`). Registered on the dev server at start (scripts/supervise.ts) and, on a
// cluster, with `temporal operator search-attribute create` (README).
export const JOB_ID = { name: 'JobId', type: 'KEYWORD' } as const satisfies SearchAttributeKey<'KEYWORD'>;
export const USER_ID = { name: 'UserId', type: 'KEYWORD' } as const satisfies SearchAttributeKey<'KEYWORD'>;
export const TOOL_ID = { name: 'ToolId', type: 'KEYWORD' } as const satisfies SearchAttributeKey<'KEYWORD'>;
export const PLAN = { name: 'Plan', type: 'KEYWORD' } as const satisfies SearchAttributeKey<'KEYWORD'>;
export const JOB_STATUS = { name: 'JobStatus', type: 'KEYWORD' } as const satisfies SearchAttributeKey<'KEYWORD'>;

/** Every custom search attribute with its type, for registering them on a server. */
export const JOB_SEARCH_ATTRIBUTES = [JOB_ID, USER_ID, TOOL_ID, PLAN, JOB_STATUS] as const;
