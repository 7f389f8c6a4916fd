/**
 * Measures how the worker side is laid out (issue: "a newcomer finds any tool's code in a minute"): lines in
 * temporal/activities, files importing across tool folders, the largest file, and import circles in the whole tree.
 * Usage: tsx scripts/measure-structure.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildImportGraph, findImportCircles, listSources } from './lib/import-graph';

const root = resolve(import.meta.dirname, '..');
/** Folders every activity may use; every other folder of temporal/activities belongs to one tool family. */
const SHARED = new Set(['kit', 'media', 'models', 'storage', 'effects', 'render', 'pixels', 'app']);

const activities = listSources(root, ['temporal/activities'], { tests: false });
const lines = (file: string) => readFileSync(resolve(root, file), 'utf8').split('\n').length;
const folderOf = (file: string) => file.split('/')[2] ?? '';
const isFamily = (file: string) => file.split('/').length > 3 && !SHARED.has(folderOf(file));
const graph = buildImportGraph(root, listSources(root, ['domain', 'server', 'temporal', 'web', 'scripts', 'bench', 'test']));
const crossing = activities.filter((file) => isFamily(file) && (graph.get(file) ?? []).some((t) => t.startsWith('temporal/activities/') && isFamily(t) && folderOf(t) !== folderOf(file)));
// A shared folder (media, models…) that reaches into a tool family's folder: the layering runs backwards.
const backwards = activities.filter((file) => !isFamily(file) && folderOf(file) !== 'effects' && (graph.get(file) ?? []).some((t) => t.startsWith('temporal/activities/') && isFamily(t)));
const largest = [...activities].sort((a, b) => lines(b) - lines(a))[0]!;
const circles = findImportCircles(graph);
console.log(`lines in temporal/activities (no tests): ${activities.reduce((sum, f) => sum + lines(f), 0)} in ${activities.length} files`);
console.log(`files importing across tool folders: ${crossing.length}${crossing.length ? ` (${crossing.join(', ')})` : ''}`);
console.log(`shared files importing a tool folder (effects/ excepted): ${backwards.length}${backwards.length ? ` (${backwards.join(', ')})` : ''}`);
console.log(`largest file: ${largest} (${lines(largest)} lines)`);
console.log(`import circles: ${circles.length}`);
for (const circle of circles) console.log(`  ${circle.join(' -> ')}`);
