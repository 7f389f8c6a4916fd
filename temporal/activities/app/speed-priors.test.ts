import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/open-database';
import { readSpeedPriors, recordPassSpeeds } from './speed-priors';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await db?.close();
});

describe('the measured speed store', () => {
  it('starts a tool without priors, then averages each pass per queue as jobs finish', async () => {
    expect(await readSpeedPriors(db.prisma, 'video_sharpener')).toEqual([]);
    await recordPassSpeeds(db.prisma, 'video_sharpener', [
      { pass: 'render', queue: 'cpu', activeS: 20, units: 10 },
      { pass: 'assemble', queue: 'cpu', activeS: 1, units: 10 },
    ]);
    await recordPassSpeeds(db.prisma, 'video_sharpener', [{ pass: 'render', queue: 'cpu', activeS: 40, units: 10 }]);
    await recordPassSpeeds(db.prisma, 'video_sharpener', [{ pass: 'render', queue: 'gpu-small', activeS: 5, units: 10 }]);
    const priors = await readSpeedPriors(db.prisma, 'video_sharpener');
    const byKey = Object.fromEntries(priors.map((p) => [`${p.pass}@${p.queue}`, [Math.round(p.secondsPerUnit * 100) / 100, p.samples]]));
    expect(byKey).toEqual({ 'render@cpu': [3, 2], 'assemble@cpu': [0.1, 1], 'render@gpu-small': [0.5, 1] });
  });

  it('keeps tools apart and ignores empty measurements', async () => {
    await recordPassSpeeds(db.prisma, 'video_lightener', [{ pass: 'render', queue: 'cpu', activeS: 0, units: 10 }]);
    expect(await readSpeedPriors(db.prisma, 'video_lightener')).toEqual([]);
    expect((await readSpeedPriors(db.prisma, 'video_sharpener')).every((p) => p.toolId === 'video_sharpener')).toBe(true);
  });
});
