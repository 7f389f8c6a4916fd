import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import type { ToolId } from '../catalogue/tool-ids';
import type { PlanId } from '../plans';
import { checkChatMessage } from './check-chat-message';

function check(id: ToolId, plan: PlanId, messagesInProject: number, messagesThisMonth: number, creditsBalance = 0) {
  return checkChatMessage({ tool: getTool(id), plan, messagesInProject, messagesThisMonth, creditsBalance });
}

describe('chat message limits (Basic: 5 per project, 10 per month)', () => {
  it.each<[ToolId, number, number, string[]]>([
    ['motion_graphics', 4, 4, []],
    ['motion_graphics', 5, 5, ['chat_project_message_limit_reached']],
    ['motion_graphics', 0, 9, []],
    ['motion_graphics', 0, 10, ['chat_monthly_message_limit_reached']],
    ['motion_graphics', 5, 10, ['chat_project_message_limit_reached', 'chat_monthly_message_limit_reached']],
    ['video_summarizer_chat', 4, 9, []],
    ['video_summarizer_chat', 5, 9, ['chat_project_message_limit_reached']],
    // OneEditor: each export uses one of the 10 monthly messages; no per-project limit.
    ['one_editor', 50, 9, []],
    ['one_editor', 0, 10, ['chat_monthly_message_limit_reached']],
  ])('%s on Basic with %s in the project and %s this month: %j', (id, inProject, thisMonth, expected) => {
    const result = check(id, 'basic', inProject, thisMonth);
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toEqual(expected);
    if (result.ok) expect(result.credits).toBe(0);
  });

  it.each<[PlanId]>([['premium'], ['pro'], ['business'], ['enterprise']])('is unlimited on %s while credits remain', (plan) => {
    expect(check('motion_graphics', plan, 500, 500, 1)).toEqual({ ok: true, credits: 1 });
    expect(check('motion_graphics', plan, 0, 0, 0.99)).toEqual({
      ok: false,
      errors: [{ code: 'not_enough_credits', params: { required: 1, balance: 0.99 } }],
    });
  });
});
