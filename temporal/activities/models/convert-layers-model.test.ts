import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadTfjsLayersModel, tf } from './load-tfjs';
import { DEFAULT_MODELS, getModelPath } from './model-registry';
import { openOnnxModel, ort } from './onnx-model';
import { convertLayersModel, convertLayersModelFile } from './convert-layers-model';

/** A 40x32 crop of a real photo, packed RGB: the models' convolutions see real texture, not noise. */
const [W, H] = [40, 32];
const pixels = new Uint8Array(execFileSync('ffmpeg', ['-v', 'error', '-i', '/usr/share/doc/opencv-doc/examples/data/baboon.jpg', '-vf', `scale=160:-2,crop=${W}:${H}:60:40`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']));

function toPlanar(data: Uint8Array, n: number): Float32Array {
  const planar = new Float32Array(3 * n);
  for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) planar[c * n + i] = data[i * 3 + c]!;
  return planar;
}

async function runOnnx(bytes: Uint8Array): Promise<ort.Tensor> {
  const { session } = await openOnnxModel(bytes, { providers: 'cpu', log: () => {} });
  const results = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', toPlanar(pixels, W * H), [1, 3, H, W]) });
  return results[session.outputNames[0]!]!;
}

describe('TF.js layers model to ONNX', () => {
  // The converted graph must compute what TF.js computes with the same weights: a wrong kernel layout, padding or
  // upsampling shows as differences of tens of levels (checked: kernels left in Keras order fail this test).
  it.each([[2], [4]])('ESRGAN slim x%i: onnxruntime gives TF.js\'s output on a photo crop', async (scale) => {
    const path = getModelPath(DEFAULT_MODELS[scale === 4 ? 'super_resolution_x4' : 'super_resolution_x2']!);
    const output = await runOnnx(await convertLayersModelFile(path));
    expect(output.dims).toEqual([1, 3, H * scale, W * scale]);
    const model = await loadTfjsLayersModel(path);
    const reference = tf.tidy(() => (model.predict(tf.tensor4d(pixels, [1, H, W, 3], 'int32').toFloat()) as tf.Tensor).dataSync());
    const data = output.data as Float32Array;
    const n = H * scale * W * scale;
    let worst = 0;
    for (let i = 0; i < n; i++) for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[c * n + i]! - reference[i * 3 + c]!));
    expect(worst).toBeLessThan(0.01);
  }, 60_000);

  const conv = (name: string, inbound: string, extra: object = {}) => ({
    class_name: 'Conv2D', name, inbound_nodes: [[[inbound, 0, 0, {}]]],
    config: { filters: 3, kernel_size: [3, 3], strides: [1, 1], padding: 'same', dilation_rate: [1, 1], groups: 1, activation: 'relu', use_bias: true, data_format: 'channels_last', ...extra },
  });
  const modelJson = (layers: object[], weights = [{ name: 'c/kernel', shape: [3, 3, 3, 3], dtype: 'float32' }, { name: 'c/bias', shape: [3], dtype: 'float32' }]) => ({
    modelTopology: { model_config: { class_name: 'Model', config: { layers: [{ class_name: 'InputLayer', name: 'in', config: {}, inbound_nodes: [] }, ...layers], input_layers: [['in', 0, 0]], output_layers: [[(layers.at(-1) as { name: string }).name, 0, 0]] } } },
    weightsManifest: [{ paths: ['w.bin'], weights }],
  }) as Parameters<typeof convertLayersModel>[0];
  const weights = new Float32Array(3 * 3 * 3 * 3 + 3).buffer;

  it('converts a small model of every supported layer, and it runs', async () => {
    const json = modelJson([conv('c', 'in'), { class_name: 'Add', name: 'a', config: {}, inbound_nodes: [[['c', 0, 0, {}], ['in', 0, 0, {}]]] }, { class_name: 'Concatenate', name: 'k', config: { axis: 3 }, inbound_nodes: [[['a', 0, 0, {}], ['in', 0, 0, {}]]] }, { class_name: 'Activation', name: 'r', config: { activation: 'relu' }, inbound_nodes: [[['k', 0, 0, {}]]] }, { class_name: 'UpSampling2D', name: 'u', config: { size: [2, 2], interpolation: 'nearest' }, inbound_nodes: [[['r', 0, 0, {}]]] }]);
    const output = await runOnnx(convertLayersModel(json, weights));
    // Zero weights: the conv gives 0, so the output is the input twice over (add, concat), each pixel repeated 2x2.
    expect(output.dims).toEqual([1, 6, H * 2, W * 2]);
    const data = output.data as Float32Array;
    expect(data[0]).toBe(pixels[0]);
    expect(data[1]).toBe(pixels[0]);
    expect(data[W * 2 + 2]).toBe(pixels[3]);
  });

  it('refuses what it cannot convert, by layer name', () => {
    expect(() => convertLayersModel(modelJson([{ class_name: 'Dense', name: 'd', config: {}, inbound_nodes: [[['in', 0, 0, {}]]] }]), weights)).toThrow(/layer 'd' \(Dense\)/);
    expect(() => convertLayersModel(modelJson([conv('c', 'in', { strides: [2, 2] })]), weights)).toThrow(/Conv2D 'c'/);
    expect(() => convertLayersModel(modelJson([conv('c', 'in', { activation: 'sigmoid' })]), weights)).toThrow(/activation 'sigmoid'/);
    expect(() => convertLayersModel(modelJson([conv('c', 'in')], [{ name: 'c/kernel', shape: [3, 3, 3, 3], dtype: 'float32', quantization: { dtype: 'uint8' } } as never]), weights)).toThrow(/float32/);
  });
});
