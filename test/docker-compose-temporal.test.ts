import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker cannot run here; the file is still the production path, so it must stay valid and match the README.
const root = resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(resolve(root, 'docker-compose.temporal.yml'), 'utf8')) as {
  services: Record<string, { image: string; ports?: string[]; environment?: string[] | Record<string, string>; depends_on?: unknown }>;
};
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');

describe('docker-compose.temporal.yml', () => {
  it('defines the Temporal server on PostgreSQL, its Web UI and the admin tools, with pinned images', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['temporal', 'temporal-admin-tools', 'temporal-postgresql', 'temporal-ui']);
    for (const service of Object.values(compose.services)) expect(service.image).toMatch(/:[0-9][\w.-]*$/);
    expect(compose.services.temporal!.environment).toContain('DB=postgres12');
    expect(compose.services.temporal!.environment).toContain('POSTGRES_SEEDS=temporal-postgresql');
    expect(compose.services['temporal-ui']!.environment).toContain('TEMPORAL_ADDRESS=temporal:7233');
  });

  it('turns on task priority in the cluster, as in the dev server (paid work first)', () => {
    expect(compose.services.temporal!.environment).toContain('DYNAMIC_CONFIG_FILE_PATH=config/dynamicconfig/kinora.yaml');
    expect(readFileSync(resolve(import.meta.dirname, '../scripts/temporal/dynamic-config.yaml'), 'utf8')).toMatch(/^matching\.useNewMatcher:\n {2}- value: true$/m);
  });

  it('publishes the ports the README names (7233 for the workers and app, 8080 for the Web UI)', () => {
    expect(compose.services.temporal!.ports).toEqual(['7233:7233']);
    expect(compose.services['temporal-ui']!.ports).toEqual(['8080:8080']);
    expect(readme).toContain('docker compose -f docker-compose.temporal.yml up -d');
    expect(readme).toMatch(/TEMPORAL_ADDRESS=[^\s`]*:7233/);
    expect(readme).toContain('http://localhost:8080');
  });
});
