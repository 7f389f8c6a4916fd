import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { formatGpuTable, parseBenchRows, parsePlacements, pickToolFigures } from './gpu-table';

const hasGpu = (() => {
  try {
    return execFileSync('nvidia-smi', ['-L'], { stdio: 'pipe' }).toString().startsWith('GPU ');
  } catch {
    return false;
  }
})();

describe('bench/gpu.sh', () => {
  it.skipIf(hasGpu)('on a machine without an NVIDIA GPU, says so and prints the CPU column of a real bench run', async () => {
    const { stdout } = await promisify(execFile)(resolve(import.meta.dirname, 'gpu.sh'), ['--quick'], { cwd: resolve(import.meta.dirname, '..'), maxBuffer: 64 << 20 });
    expect(stdout).toContain('no NVIDIA GPU found: CPU column only');
    const header = stdout.split('\n').find((line) => line.startsWith('| model tool'));
    expect(header).toBe('| model tool | CPU s per s of 720p | CPU model-only s/s | CPU efficiency |');
    const row = stdout.split('\n').find((line) => line.startsWith('| background remover (render) |'))!;
    const [wholeS, modelS, efficiency] = row.split(' | ').slice(1).map((cell) => Number(cell.replace(' |', '')));
    // Real figures: a render costs time, and the bare model loop is only part of it.
    expect(wholeS).toBeGreaterThan(0);
    expect(modelS).toBeGreaterThan(0);
    expect(modelS).toBeLessThan(wholeS!);
    expect(efficiency).toBeCloseTo(modelS! / wholeS!, 1);
  }, 180_000);

  it('refuses a length that is not a positive number before running anything', async () => {
    const run = promisify(execFile)(resolve(import.meta.dirname, 'gpu.sh'), ['--seconds', '0'], { cwd: resolve(import.meta.dirname, '..') });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--seconds needs a positive number') });
  });
});

// What bench/run.ts prints (its rows and the workers' provider lines), trimmed to what the table reads.
const runOutput = (upscaleBare: string, upscaleWhole: string, provider: string) => `Kinora benchmarks, 2 cores
[models] ESRGAN x2 (/models/x2/model.json) runs on onnxruntime's ${provider} execution provider
[models] back-projection x2 (4 iterations) runs on onnxruntime's ${provider} execution provider

| benchmark | baseline | s | Kinora | s | | ratio |
|---|---|---|---|---|---|---|
| 13a. upscaler 2x, 25 frames 360p -> 720p (fps) | bare model loop fps | 0.20 | pipeline fps | 0.12 | efficiency | 0.62 |
| 13b. upscaler 2x to 720p, s per s of video | bare s/s | ${upscaleBare} | pipeline s/s | ${upscaleWhole} | ratio | 1.60 |
| 13c. face enhancer 2x to 720p (detect + upscale + face pass), s per s of video | upscaler s/s | ${upscaleWhole} | face enhancer s/s | 181.69 | ratio | 0.89 |
| 12. changer | render look at 720p, s per s of 30 fps video | 3.50 | blurred background, feather 2 |
`;

describe('the GPU table', () => {
  it('reads each model tool\'s s/s from the bench rows, with no bare figure where the bench has none', () => {
    const tools = pickToolFigures(parseBenchRows(runOutput('100.00', '200.00', 'cpu')));
    expect(tools).toEqual([
      { tool: 'background changer (render)', modelS: null, wholeS: 3.5 },
      { tool: 'upscaler 2x (render)', modelS: 100, wholeS: 200 },
      { tool: 'face enhancer 2x (render)', modelS: null, wholeS: 181.69 },
    ]);
  });

  it('keeps the rows of the sections that finished when run.ts failed before its summary', () => {
    const output = '13b. upscaler 2x to 720p, s per s of video | bare s/s | 3.00 | pipeline s/s | 4.00 | ratio | 1.33\nError: 14 failed';
    expect(pickToolFigures(parseBenchRows(output))).toEqual([{ tool: 'upscaler 2x (render)', modelS: 3, wholeS: 4 }]);
  });

  it('puts the GPU beside the CPU with the speed-up, and names where each model ran', () => {
    const cpu = { label: 'CPU', tools: pickToolFigures(parseBenchRows(runOutput('100.00', '200.00', 'cpu'))), placements: parsePlacements(runOutput('', '', 'cpu')) };
    const gpu = { label: 'GPU', tools: pickToolFigures(parseBenchRows(runOutput('4.00', '8.00', 'cuda'))), placements: parsePlacements(runOutput('', '', 'cuda')) };
    const table = formatGpuTable([cpu, gpu]).split('\n');
    expect(table[0]).toBe('| model tool | CPU s per s of 720p | CPU model-only s/s | CPU efficiency | GPU s per s of 720p | GPU model-only s/s | GPU efficiency | speed-up GPU vs CPU |');
    expect(table).toContain('| upscaler 2x (render) | 200.00 | 100.00 | 0.50 | 8.00 | 4.00 | 0.50 | 25.00x |');
    expect(table).toContain('| background changer (render) | 3.50 | - | - | 3.50 | - | - | 1.00x |');
    expect(table).toContain('GPU: ESRGAN x2: cuda; back-projection x2: cuda');
  });

  it('shows a provider that fell back to the CPU', () => {
    expect(parsePlacements("[models] /models/ch_PP-OCRv4_det_infer.onnx runs on onnxruntime's cuda execution provider")).toEqual(['ch_PP-OCRv4_det_infer.onnx: cuda']);
    expect(parsePlacements("[models] ESRGAN x2 (/m.json) runs on onnxruntime's cpu execution provider (cuda: libcudnn.so.9: cannot open)")).toEqual(['ESRGAN x2: cpu (cuda: libcudnn.so.9: cannot open)']);
  });
});
