/**
 * The model benches on each execution provider in one run, side by side (called by bench/gpu.sh).
 * Each provider gets its own `bench/run.ts` process (models load once per process, on the provider ONNX_PROVIDERS
 * names), running the same sections on the same clip length; the rows they print are read back into one table.
 * Usage: tsx bench/gpu-bench.ts [--gpu] [--quick] [--seconds 1]
 *   --gpu     also run on CUDA (ONNX_PROVIDERS=cuda,cpu); without it, the CPU column only
 *   --quick   one cheap tool (the background remover) on 0.2 s of 720p: a check that the whole path works
 *   --seconds length of the 720p clips (default 1; longer on a GPU host for steadier figures)
 *   --upscale-frames frames the upscaler and face enhancer benches render (default 4 at most: seconds per frame on CPU)
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatGpuTable, getModelSections, parseBenchRows, parsePlacements, pickToolFigures, type ProviderRun } from './gpu-table';

const { values } = parseArgs({ options: { gpu: { type: 'boolean', default: false }, quick: { type: 'boolean', default: false }, seconds: { type: 'string' }, 'upscale-frames': { type: 'string' } } });
const seconds = values.seconds ?? (values.quick ? '0.2' : '1');
// ESRGAN takes seconds per 360p frame on a CPU: its s/s comes from a few frames unless asked for more.
const upscaleFrames = values['upscale-frames'] ?? String(Math.max(1, Math.min(4, Math.round(Number(seconds) * 25))));
const sections = getModelSections(values.quick);
const root = resolve(import.meta.dirname, '..');

/** One run.ts process on one provider setting; its output is echoed to stderr as it comes (progress) and returned. */
function runBenches(providers: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(resolve(root, 'node_modules/.bin/tsx'), ['bench/run.ts', '--only', sections.join(','), '--vision-seconds', seconds], {
      cwd: root,
      env: { ...process.env, ONNX_PROVIDERS: providers, UPSCALE_BENCH_FRAMES: upscaleFrames },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stderr.write(chunk);
      });
    }
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(output) : fail(new Error(`bench/run.ts on ONNX_PROVIDERS=${providers} exited with ${code}`))));
  });
}

const columns: { label: string; providers: string }[] = [{ label: 'CPU', providers: 'cpu' }, ...(values.gpu ? [{ label: 'GPU', providers: 'cuda,cpu' }] : [])];
const runs: ProviderRun[] = [];
const failed: string[] = [];
for (const column of columns) {
  console.error(`\n[gpu-bench] ${column.label}: bench/run.ts --only ${sections.join(',')} --vision-seconds ${seconds} (ONNX_PROVIDERS=${column.providers})`);
  // A failed GPU run still leaves the CPU column to print (and the reason above it).
  const output = await runBenches(column.providers).catch((error: Error) => {
    failed.push(`${column.label}: ${error.message}`);
    return '';
  });
  runs.push({ label: column.label, tools: pickToolFigures(parseBenchRows(output)), placements: parsePlacements(output) });
}
const missing = runs.filter((run) => run.tools.length === 0).map((run) => run.label);
for (const line of failed) console.log(`[gpu-bench] failed: ${line}`);
console.log(`\nModel tools, ${seconds} s of 720p per tool, ${values.gpu ? 'GPU (CUDA) and CPU' : 'CPU only'}: seconds of processing per second of video`);
console.log('(efficiency = bare model loop time / whole render or job time; "-": the bench has no bare model figure for it)\n');
console.log(formatGpuTable(runs));
console.log('Models not listed above run outside onnxruntime (TF.js on WASM): the same on both providers.');
if (missing.length) {
  console.error(`[gpu-bench] no figures found in the ${missing.join(', ')} run's output`);
  process.exit(1);
}
