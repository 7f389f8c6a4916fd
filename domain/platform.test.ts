import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_TIME_S, LOCALES, NAV_ENTRIES, STATE_RESTORE_TIMEOUT_MS, WORKFLOW_TOOL_IDS } from './platform';

describe('platform constants', () => {
  it('has the 18 locales', () => {
    expect(LOCALES).toHaveLength(18);
    expect(new Set(LOCALES).size).toBe(18);
  });

  it('keeps the default process time and the restore timeout', () => {
    expect(DEFAULT_PROCESS_TIME_S).toBe(600);
    expect(STATE_RESTORE_TIMEOUT_MS).toBe(5000);
  });

  it.each([
    ['/dashboard/all', 'Tools'], ['/files', 'Files'], ['/projects', 'Projects'], ['/settings', 'Settings'],
  ])('navigates to %s labelled %s', (route, label) => {
    expect(NAV_ENTRIES).toContainEqual({ route, label });
  });

  it('offers only the concatenator and the highlight video maker in workflows', () => {
    expect([...WORKFLOW_TOOL_IDS].sort()).toEqual(['highlight_video_maker', 'video_concatenator']);
  });
});
