import { describe, expect, it } from 'vitest';
import { getTool } from '../catalogue/get-tool';
import { checkChatMessage } from '../rules/check-chat-message';
import { countProjectMessages, startOfUtcMonth } from './count-chat-messages';

describe('chat message counts', () => {
  it('a month starts on the 1st at 00:00 UTC', () => {
    expect(new Date(startOfUtcMonth(Date.parse('2026-11-23T01:02:03Z'))).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('the summarizer upload counts as one message: a basic project takes 4 questions, the 5th (6th message) is refused', () => {
    const tool = getTool('video_summarizer_chat');
    const check = (asked: number) => checkChatMessage({ tool, plan: 'basic', messagesInProject: countProjectMessages(tool, asked), messagesThisMonth: 0, creditsBalance: 0 });
    expect(check(3)).toEqual({ ok: true, credits: 0 });
    expect(check(4)).toEqual({ ok: false, errors: [{ code: 'chat_project_message_limit_reached', params: { limit: 5 } }] });
  });
});
