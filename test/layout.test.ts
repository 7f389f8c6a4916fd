import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findImportCircles, listSources } from '../scripts/lib/import-graph';

// The layout a newcomer relies on (README, "Architecture"): one axis for temporal/activities, layers that point one
// way, no import circles, and files named after what they export.
const root = resolve(import.meta.dirname, '..');
const ACTIVITIES = 'temporal/activities';
/** What every activity may use; they import no tool family, no effect and no render step. */
const SHARED = ['kit', 'media', 'pixels', 'models', 'storage', 'app'];
/** Shared by several tool families (the AI video editor and the summarizer both read the understanding). */
const CAPABILITIES = ['understanding'];
/** Where the tools meet the shared folders: effects compose families, render runs effects. */
const COMPOSITION = ['effects', 'render'];

const folderOf = (file: string) => (file.startsWith(`${ACTIVITIES}/`) && file.split('/').length > 3 ? file.split('/')[2]! : null);
const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

/** Files whose one job is a format or a ledger of several equal operations, so no single export carries the name. */
const NAMED_BY_JOB: Record<string, string> = {
  'app/credit-ledger.ts': 'the ledger: grant, reserve, capture, release, balance',
  'changer/mask-png.ts': 'one format: encodePng and decodePng',
  'changer/sam-prompt-codec.ts': "one format: SAM's encoder input, prompts and mask",
  'media/vidstab-trf.ts': "one format: vid.stab's .trf parsed, formatted, merged and sliced",
  'media/build-editor-media-jobs.ts': "OneEditor's proxy, strip, thumb and waveform jobs, always made together",
  'media/build-thumbnail-jobs.ts': 'the poster and the sprite jobs, always made together',
  'media/ffmpeg-binaries.ts': 'where ffmpeg and ffprobe are, and the check that they are',
  'matting/matte-compositor-thread.ts': 'a worker thread entry: it exports nothing',
  'models/model-registry.ts': 'the registry: model specs by capability',
  'models/warm-models.ts': 'every model a worker keeps loaded, one getter each',
};

describe('the source layout', () => {
  const graph = buildImportGraph(root, listSources(root, ['domain', 'server', 'temporal', 'web', 'scripts', 'bench', 'test']));

  it('has no import circle anywhere (type imports included)', () => {
    expect(findImportCircles(graph)).toEqual([]);
  });

  it('draws every folder of temporal/activities in the README', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const folders = readdirSync(join(root, ACTIVITIES)).filter((name) => statSync(join(root, ACTIVITIES, name)).isDirectory());
    expect(folders.length).toBeGreaterThan(8);
    expect(folders.filter((name) => !readme.includes(`${name}/`))).toEqual([]);
  });

  it('keeps shared folders free of tool code, and tool families out of each other', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = folderOf(file);
      if (!from || file.endsWith('.test.ts')) continue;
      for (const target of targets) {
        const to = folderOf(target);
        if (!to || to === from) continue;
        const toIsTool = !SHARED.includes(to);
        if (SHARED.includes(from) && toIsTool) wrong.push(`${file} -> ${target} (a shared folder reaches into ${to}/)`);
        const fromFamily = !SHARED.includes(from) && !COMPOSITION.includes(from) && !CAPABILITIES.includes(from);
        if (fromFamily && toIsTool && !CAPABILITIES.includes(to) && !(to === 'effects' && target.endsWith('/analyser.ts'))) wrong.push(`${file} -> ${target} (tool family ${from}/ uses ${to}/)`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names each activities file after its main export', () => {
    const unnamed = listSources(root, [ACTIVITIES], { tests: false })
      .filter((file) => !(file.slice(ACTIVITIES.length + 1) in NAMED_BY_JOB))
      .filter((file) => {
        const need = basename(file).replace(/\.tsx?$/, '').split('-');
        const exported = [...readFileSync(join(root, file), 'utf8').matchAll(/^export\s+(?:async\s+)?(?:function|const|class|interface|type|let)\s+(\w+)/gm)].map((m) => words(m[1]!).replace(/ /g, ''));
        // The file's words, in order, inside one exported name (createLocalStorage in local-storage.ts; makeTrackAnalyser in track-analyser.ts).
        return !exported.some((name) => {
          let at = 0;
          return need.every((word) => (at = name.indexOf(word, at)) >= 0 && (at += word.length) > 0);
        });
      });
    expect(unnamed).toEqual([]);
  });
});
