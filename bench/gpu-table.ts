/**
 * Reads the rows `bench/run.ts` prints for its model tools and lays one run per execution provider side by side: per
 * tool, seconds per second of 720p video on each provider, the speed-up, and pipeline efficiency (model-only time /
 * whole render time). Pure: `bench/gpu-bench.ts` runs the benches and hands their output here.
 */

/** One model tool's figures from one run, in seconds per second of 720p video; null where the bench has no such figure. */
export interface ToolFigures {
  tool: string;
  /** The bare model loop on frames already in memory. */
  modelS: number | null;
  /** The whole render (or whole job) of the same video. */
  wholeS: number;
}

/** One run of the benches on one execution provider setting. */
export interface ProviderRun {
  /** What the column is called ('CPU', 'GPU'). */
  label: string;
  tools: ToolFigures[];
  /** Where each model ran, as the workers log it ("ESRGAN x2 ... on cuda"), so a silent fallback shows. */
  placements: string[];
}

/**
 * Where each tool's figures sit in run.ts's rows: the row's label prefix, and the cell indexes (after the label) of the
 * bare model s/s and the whole render s/s. The sections are the run.ts sections that print them.
 */
const SOURCES: { tool: string; section: string; prefix: string; model: number | null; whole: number }[] = [
  { tool: 'face blurring (job)', section: '7', prefix: '7b. ', model: 1, whole: 3 },
  { tool: 'plate blurring (job)', section: '11', prefix: '11b. ', model: 1, whole: 3 },
  { tool: 'background changer (render)', section: '12', prefix: '12. changer | render look at 720p', model: null, whole: 1 },
  { tool: 'upscaler 2x (render)', section: '13', prefix: '13b. ', model: 1, whole: 3 },
  { tool: 'face enhancer 2x (render)', section: '13', prefix: '13c. ', model: null, whole: 3 },
  { tool: 'background remover (render)', section: '14', prefix: '14. background remover render, 720p', model: 1, whole: 3 },
];

/** The run.ts sections that cover every model tool (all), or the quick set (one cheap tool). */
export function getModelSections(quick: boolean): string[] {
  return quick ? ['14'] : [...new Set(SOURCES.map((s) => s.section))];
}

/**
 * run.ts's result rows from its whole output: the summary table's (`| label | cell | ... |`) and the ones it prints as
 * each section ends (`7b. label | cell | ...`), so the sections that finished still count when a later one fails.
 */
export function parseBenchRows(output: string): string[][] {
  return output.split('\n').flatMap((line) => {
    if (line.startsWith('| ') && line.endsWith(' |') && !line.startsWith('| benchmark |')) return [line.slice(2, -2).split(' | ')];
    return /^\d+[a-z]?\. .* \| /.test(line) ? [line.split(' | ')] : [];
  });
}

/** Each model tool's figures found in run.ts's rows (tools whose rows are absent are left out). */
export function pickToolFigures(rows: string[][]): ToolFigures[] {
  return SOURCES.flatMap((source) => {
    const row = rows.find((cells) => cells.join(' | ').startsWith(source.prefix));
    if (!row) return [];
    const cell = (i: number) => Number(row[1 + i]);
    const wholeS = cell(source.whole);
    if (!Number.isFinite(wholeS)) return [];
    const modelS = source.model === null ? null : cell(source.model);
    return [{ tool: source.tool, modelS: modelS !== null && Number.isFinite(modelS) ? modelS : null, wholeS }];
  });
}

/** The workers' "[models] X runs on onnxruntime's P execution provider (fallbacks)" lines, shortened to "X: P". */
export function parsePlacements(output: string): string[] {
  const found = output.split('\n').flatMap((line) => {
    const match = /\[models\] (.+?) \(.*?\) runs on onnxruntime's (\w+) execution provider(.*)$|\[models\] (.+?) runs on onnxruntime's (\w+) execution provider(.*)$/.exec(line);
    if (!match) return [];
    const [name, provider, rest] = match[1] ? [match[1], match[2], match[3]] : [match[4], match[5], match[6]];
    // Some models are logged by their file path: the file's name is enough to tell them apart.
    return [`${name!.split('/').pop()}: ${provider}${rest?.trim() ? ` ${rest.trim()}` : ''}`];
  });
  return [...new Set(found)];
}

const fixed = (n: number | null, digits = 2) => (n === null ? '-' : n.toFixed(digits));

/**
 * The table: one line per tool, for each run its s/s and efficiency, then the speed-up of the second run over the first
 * (first s/s / second s/s). With one run (no GPU), only its columns.
 */
export function formatGpuTable(runs: ProviderRun[]): string {
  const tools = [...new Set(runs.flatMap((run) => run.tools.map((t) => t.tool)))];
  const head = ['model tool', ...runs.flatMap((run) => [`${run.label} s per s of 720p`, `${run.label} model-only s/s`, `${run.label} efficiency`]), ...(runs.length === 2 ? [`speed-up ${runs[1]!.label} vs ${runs[0]!.label}`] : [])];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const tool of tools) {
    const figures = runs.map((run) => run.tools.find((t) => t.tool === tool) ?? null);
    const cells = figures.flatMap((f) => (f ? [fixed(f.wholeS), fixed(f.modelS), f.modelS === null ? '-' : fixed(f.modelS / f.wholeS)] : ['-', '-', '-']));
    const [first, second] = figures;
    const speedUp = runs.length === 2 ? [first && second ? `${fixed(first.wholeS / second.wholeS)}x` : '-'] : [];
    lines.push(`| ${[tool, ...cells, ...speedUp].join(' | ')} |`);
  }
  for (const run of runs) lines.push('', `${run.label}: ${run.placements.length ? run.placements.join('; ') : 'no onnxruntime model opened'}`);
  return lines.join('\n');
}
