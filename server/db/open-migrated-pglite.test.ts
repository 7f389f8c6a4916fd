import { describe, expect, it } from 'vitest';
import { listMigrationFiles } from './apply-migrations';
import { openMigratedPglite } from './open-migrated-pglite';

describe('in-memory PGlite from the migrated snapshot', () => {
  it('each database has every migration and none of another database\'s rows', async () => {
    const first = await openMigratedPglite(null);
    await first.sql.query('INSERT INTO "User" (id) VALUES ($1)', ['only-in-the-first']);
    const second = await openMigratedPglite(null);
    const migrations = await second.sql.query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY 1');
    expect(migrations.map((row) => row.migration_name)).toEqual(listMigrationFiles().map((m) => m.name));
    expect(await second.sql.query('SELECT id FROM "User"')).toEqual([]);
    await Promise.all([first.lite.close(), second.lite.close()]);
  });
});
