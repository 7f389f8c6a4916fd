import { describe, expect, it } from 'vitest';
import { describeProvider, hasCudaLibrary, openOnnxModel, planProviders } from './onnx-model';
import { DEFAULT_MODELS, getModelPath } from './model-registry';
import { convertLayersModelFile } from './convert-layers-model';

describe('onnxruntime execution provider choice', () => {
  it('tries CUDA first, then the CPU, when CUDA\'s library is installed', () => {
    expect(planProviders(undefined, true)).toEqual({ candidates: ['cuda', 'cpu'], skipped: [] });
  });

  it('skips CUDA quietly, with the reason, when its library is not installed', () => {
    const plan = planProviders(undefined, false);
    expect(plan.candidates).toEqual(['cpu']);
    expect(plan.skipped).toEqual([expect.stringMatching(/^cuda: .*not installed.*cuda12/)]);
  });

  it('follows the operator\'s ONNX_PROVIDERS (order, spaces, case, repeats), the CPU as last resort', () => {
    expect(planProviders('cpu', true)).toEqual({ candidates: ['cpu'], skipped: [] });
    expect(planProviders(' CPU , cuda,cpu', true).candidates).toEqual(['cpu', 'cuda']);
    expect(planProviders('', true).candidates).toEqual(['cpu']);
    expect(planProviders('cuda', false)).toEqual({ candidates: ['cpu'], skipped: [expect.stringMatching(/^cuda:/)] });
  });

  it('logs where a model runs, and why not on the first choice', () => {
    expect(describeProvider('ESRGAN x2', { provider: 'cuda', fallbacks: [] })).toBe("ESRGAN x2 runs on onnxruntime's cuda execution provider");
    expect(describeProvider('ESRGAN x2', { provider: 'cpu', fallbacks: ['cuda: failed to load'] })).toBe("ESRGAN x2 runs on onnxruntime's cpu execution provider (cuda: failed to load)");
  });

  // On this CPU-only host CUDA's session really fails to start: the model must still open, on the CPU, and say why.
  it.skipIf(hasCudaLibrary())('falls through to the CPU when CUDA fails to start, and logs it', async () => {
    const lines: string[] = [];
    const bytes = await convertLayersModelFile(getModelPath(DEFAULT_MODELS.super_resolution_x2!));
    const model = await openOnnxModel(bytes, { name: 'ESRGAN x2', providers: 'cuda,cpu', cudaInstalled: true, log: (line) => lines.push(line) });
    expect(model.provider).toBe('cpu');
    expect(model.fallbacks).toEqual([expect.stringMatching(/^cuda: /)]);
    expect(lines).toEqual([expect.stringMatching(/^ESRGAN x2 runs on onnxruntime's cpu execution provider \(cuda: .+\)$/)]);
    await model.session.release();
  });

  it('reports every provider\'s failure when none can open the model', async () => {
    await expect(openOnnxModel(new Uint8Array([1, 2, 3]), { name: 'garbage', providers: 'cpu', log: () => {} })).rejects.toThrow(/onnxruntime could not open garbage \(cpu: /);
  });
});
