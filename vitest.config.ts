import { defineConfig } from 'vitest/config';

const EXCLUDE = ['node_modules/**', 'dist/**', 'generated/**', 'data/**'];
/** Pure rules and page logic: no server, no ffmpeg, no model. They run two at a time, before everything else. */
const UNIT = ['domain/**/*.test.ts', 'web/**/*.test.ts', 'web/**/*.test.tsx'];

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT, exclude: EXCLUDE, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // Integration tests start real servers (Temporal, PostgreSQL, Chromium) and run ffmpeg and models: one file at
        // a time on 2 cores, so their timings and timeouts hold.
        test: { name: 'integration', include: ['**/*.test.ts', '**/*.test.tsx'], exclude: [...EXCLUDE, ...UNIT], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
