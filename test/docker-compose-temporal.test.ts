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

// The production shape: every variable the compose file gives a process is one that process reads (its validated
// configuration schema), every one is in the operations guide's table, and the orchestrator probes the health endpoints.
describe('docker-compose.yml', () => {
  type Service = {
    image?: string;
    command?: string[];
    environment?: Record<string, string>;
    healthcheck?: { test: string[] };
    depends_on?: Record<string, { condition: string }>;
    deploy?: { replicas?: number; resources?: { reservations?: { devices?: { driver: string; capabilities: string[] }[] } } };
    runtime?: string;
    stop_grace_period?: string;
    volumes?: string[];
    entrypoint?: string[];
  };
  // Merge keys (`<<: *kinora`) as Docker Compose applies them.
  const production = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as { include: string[]; services: Record<string, Service> };
  const operations = readFileSync(resolve(root, 'docs/operations.md'), 'utf8');
  const processes = { app: 'server/main.ts', 'cpu-worker': 'temporal/workers-cpu/main.ts', 'gpu-worker': 'temporal/workers-gpu/main.ts' } as const;
  const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1] ?? NaN);

  it('includes the Temporal cluster and runs app replicas, cpu workers, a gpu worker, PostgreSQL and MinIO', () => {
    expect(production.include).toEqual(['docker-compose.temporal.yml']);
    expect(Object.keys(production.services).sort()).toEqual(['app', 'cpu-worker', 'gpu-worker', 'minio', 'minio-setup', 'postgresql']);
    for (const name of ['postgresql', 'minio']) expect(production.services[name]!.image).toMatch(/:[\w.-]*[0-9][\w.-]*$/);
    for (const [name, entry] of Object.entries(processes)) {
      const service = production.services[name]!;
      expect(service.command).toEqual(['node', '--import', 'tsx', entry]);
      expect(service.depends_on?.temporal?.condition).toBe('service_healthy');
      expect(service.environment?.TEMPORAL_ADDRESS).toBe('temporal:7233');
    }
    expect(production.services.app!.deploy?.replicas).toBeGreaterThan(1);
    expect(production.services['cpu-worker']!.deploy?.replicas).toBeGreaterThan(1);
    expect(production.services.app!.depends_on?.postgresql?.condition).toBe('service_healthy');
    expect(production.services.app!.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/[^@]+@postgresql:5432\//);
    const gpu = production.services['gpu-worker']!;
    expect(gpu.runtime).toBe('nvidia');
    expect(gpu.deploy?.resources?.reservations?.devices).toEqual([expect.objectContaining({ driver: 'nvidia', capabilities: ['gpu'] })]);
  });

  it('sets only variables the processes read, each documented in docs/operations.md', async () => {
    const { APP_ENV_NAMES } = await import('../server/config');
    const { WORKER_ENV_NAMES } = await import('../temporal/runtime/worker-env');
    const reads: Record<keyof typeof processes, readonly string[]> = { app: APP_ENV_NAMES, 'cpu-worker': WORKER_ENV_NAMES, 'gpu-worker': WORKER_ENV_NAMES };
    for (const name of Object.keys(processes) as (keyof typeof processes)[]) {
      const set = Object.keys(production.services[name]!.environment ?? {});
      expect(set.length).toBeGreaterThan(3);
      expect(set.filter((variable) => !reads[name].includes(variable)), `${name} sets variables it does not read`).toEqual([]);
      const table = operations.slice(operations.indexOf('## Configuration'));
      expect(set.filter((variable) => !table.includes(`\`${variable}\``)), `${name}'s variables missing from the configuration table`).toEqual([]);
    }
  });

  it('probes /readyz where each process serves it, and lets workers drain longer than their grace time', () => {
    const app = production.services.app!;
    expect(app.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${app.environment!.PORT}/readyz`);
    for (const name of ['cpu-worker', 'gpu-worker']) {
      const worker = production.services[name]!;
      expect(worker.environment?.WORKER_HEALTH_HOST).toBe('0.0.0.0');
      expect(worker.healthcheck?.test.join(' ')).toContain(`http://127.0.0.1:${worker.environment!.WORKER_HEALTH_PORT}/readyz`);
      expect(seconds(worker.stop_grace_period!)).toBeGreaterThan(Number(worker.environment!.WORKER_SHUTDOWN_GRACE_S));
    }
  });

  it('keeps media in one MinIO bucket that the app and every worker name alike, and no process on a shared media disk', () => {
    const bucketVariables = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_ENDPOINT'];
    const bucketOf = (name: string) => Object.fromEntries(bucketVariables.map((variable) => [variable, production.services[name]!.environment?.[variable]]));
    expect(bucketOf('app').S3_ENDPOINT).toBe('http://minio:9000');
    for (const name of Object.keys(processes)) {
      expect(bucketOf(name)).toEqual(bucketOf('app'));
      expect(production.services[name]!.environment?.STORAGE_DIR).toBeUndefined();
      expect(production.services[name]!.depends_on?.['minio-setup']?.condition).toBe('service_completed_successfully');
      // Workers may then run on other hosts: no volume of theirs holds media.
      expect((production.services[name]!.volumes ?? []).filter((volume) => /storage|media/.test(volume))).toEqual([]);
    }
    // The bucket the processes name is the one minio-setup creates.
    expect(JSON.stringify(production.services['minio-setup']!.entrypoint)).toContain(`media/${bucketOf('app').S3_BUCKET}`);
  });
});
