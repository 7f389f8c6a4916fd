import { defineConfig } from 'prisma/config';

// Every prisma CLI command first looks for the Rust schema-engine binary and tries to download it, which fails
// offline. `generate`, `validate` and `format` never run the engine, so any existing executable satisfies the check.
// Migrations are applied by server/db/apply-migrations.ts and diffed by scripts/prisma-diff.ts (wasm engine) instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/kinora' },
});
