/**
 * Writes a new migration (prisma/migrations/<timestamp>_<name>/migration.sql) with the SQL that takes the database
 * from the committed migrations to prisma/schema.prisma. Offline replacement for `prisma migrate dev --create-only`:
 * it runs Prisma's own schema engine compiled to wasm, with an in-memory PGlite as the shadow database.
 * Usage: npm run db:diff -- <name>
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_');
const root = resolve(import.meta.dirname, '..');
const migrationsDir = join(root, 'prisma', 'migrations');
const schemaPath = join(root, 'prisma', 'schema.prisma');

async function loadSchemaEngine() {
  // The package's main entry imports .wasm as an ES module, which Node 20 refuses: instantiate it by hand, as the CLI does.
  const require = createRequire(import.meta.url);
  const rt = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { './schema_engine_bg.js': rt });
  rt.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  return rt;
}

const lockPath = join(migrationsDir, 'migration_lock.toml');

function listMigrations() {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockPath, content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((dir) => {
      const path = join(migrationsDir, dir, 'migration.sql');
      return { path: join(migrationsDir, dir), migrationFile: { path, content: { tag: 'ok' as const, value: readFileSync(path, 'utf8') } } };
    }),
  };
}

(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = { set_message: (m: string) => console.error(m) };
const rt = await loadSchemaEngine();
const schema = readFileSync(schemaPath, 'utf8');
const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(new PGlite()));
const engine = await rt.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, (log: string) => void log, factory);
const filters = { externalTables: [], externalEnums: [] };
const result = await engine.diff({
  from: { tag: 'migrations', ...listMigrations() },
  to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
  script: true,
  exitCode: true,
  filters,
});
const sql = result.stdout ?? '';
if (result.exitCode !== 2 || sql.trim() === '' || sql.includes('This is an empty migration')) {
  console.log('The schema matches the migrations: nothing to write.');
} else {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(migrationsDir, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), sql);
  console.log(`Wrote ${dir}/migration.sql`);
}
process.exit(0);
