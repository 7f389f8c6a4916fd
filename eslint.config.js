// Lints workflow code as the Temporal samples do: workflows are replayed, so they must not touch Node built-ins
// (no I/O, no clocks of their own) and must not leave a promise floating (an unawaited activity is a lost step).
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

export default tseslint.config({
  files: ['temporal/workflows/**/*.ts'],
  ignores: ['**/*.test.ts'],
  extends: [tseslint.configs.base],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    'no-restricted-imports': ['error', { paths: [...builtinModules, ...builtinModules.map((m) => `node:${m}`)] }],
  },
});
