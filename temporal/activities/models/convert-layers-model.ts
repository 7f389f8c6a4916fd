import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { int, ints, OnnxGraphBuilder, text } from './onnx-graph';

interface KerasLayer {
  class_name: string;
  name: string;
  config: { filters?: number; kernel_size?: number[]; strides?: number[]; padding?: string; dilation_rate?: number[]; groups?: number; activation?: string; use_bias?: boolean; axis?: number; size?: number[]; interpolation?: string; data_format?: string };
  inbound_nodes: [string, number, number, object?][][];
}
interface LayersModelJson {
  modelTopology: { model_config: { class_name: string; config: { layers: KerasLayer[]; input_layers: [string, number, number][]; output_layers: [string, number, number][] } } };
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string; quantization?: object }[] }[];
}

/**
 * Converts a Keras functional model saved for TF.js (layers format) into an ONNX graph for onnxruntime, NCHW float
 * in and out, any height and width. It knows the layers of the RDN super-resolution models (@upscalerjs ESRGAN):
 * Conv2D (stride 1), ReLU, Concatenate, Add, nearest UpSampling2D; any other layer is refused by name. onnxruntime
 * runs these convolutions on every core (and on CUDA), where TF.js's WASM backend uses one core in Node.
 */
export function convertLayersModel(json: LayersModelJson, weightData: ArrayBuffer): Uint8Array {
  const { layers, input_layers: inputs, output_layers: outputs } = json.modelTopology.model_config.config;
  if (inputs.length !== 1 || outputs.length !== 1) throw new Error('only models with one input and one output convert to ONNX');
  const weights = readWeights(json, weightData);
  const graph = new OnnxGraphBuilder();

  for (const layer of layers) {
    const { name, config } = layer;
    const from = (layer.inbound_nodes[0] ?? []).map(([source]) => source);
    const channelsLast = (config.data_format ?? 'channels_last') === 'channels_last';
    switch (layer.class_name) {
      case 'InputLayer':
        graph.imageInput(name);
        break;
      case 'Conv2D': {
        const [kh, kw] = config.kernel_size!;
        if (!channelsLast || config.strides?.some((s) => s !== 1) || config.dilation_rate?.some((d) => d !== 1) || (config.groups ?? 1) !== 1 || kh! % 2 === 0 || kw! % 2 === 0) {
          throw new Error(`Conv2D '${name}': only stride 1, no dilation, one group and odd kernels convert to ONNX`);
        }
        const kernel = weights.get(`${name}/kernel`);
        if (!kernel) throw new Error(`Conv2D '${name}': no kernel in the weights`);
        const [, , inC, outC] = kernel.shape as [number, number, number, number];
        graph.constant(`${name}/W`, [outC, inC, kh!, kw!], hwioToOihw(kernel.data, kh!, kw!, inC, outC));
        const bias = config.use_bias === false ? null : weights.get(`${name}/bias`);
        if (bias) graph.constant(`${name}/B`, [outC], bias.data);
        const pad = config.padding === 'same' ? [(kh! - 1) / 2, (kw! - 1) / 2] : [0, 0];
        const activation = config.activation ?? 'linear';
        const convOut = activation === 'linear' ? name : `${name}/conv`;
        graph.node('Conv', [from[0]!, `${name}/W`, ...(bias ? [`${name}/B`] : [])], convOut, [ints('kernel_shape', [kh!, kw!]), ints('pads', [pad[0]!, pad[1]!, pad[0]!, pad[1]!]), ints('strides', [1, 1])]);
        if (activation !== 'linear') graph.node(activationOp(name, activation), [convOut], name);
        break;
      }
      case 'Activation':
        graph.node(activationOp(name, config.activation ?? 'linear'), [from[0]!], name);
        break;
      case 'Concatenate':
        if (config.axis !== 3 && config.axis !== -1) throw new Error(`Concatenate '${name}': only the channel axis converts to ONNX`);
        graph.node('Concat', from, name, [int('axis', 1)]);
        break;
      case 'Add':
        graph.node(from.length === 2 ? 'Add' : 'Sum', from, name);
        break;
      case 'UpSampling2D': {
        if (!channelsLast || (config.interpolation ?? 'nearest') !== 'nearest') throw new Error(`UpSampling2D '${name}': only nearest, channels last converts to ONNX`);
        const [sy, sx] = config.size!;
        graph.constant(`${name}/scales`, [4], new Float32Array([1, 1, sy!, sx!]));
        // Keras repeats each pixel: 'asymmetric' coordinates with 'floor' rounding are exactly that.
        graph.node('Resize', [from[0]!, '', `${name}/scales`], name, [text('mode', 'nearest'), text('coordinate_transformation_mode', 'asymmetric'), text('nearest_mode', 'floor')]);
        break;
      }
      default:
        throw new Error(`layer '${name}' (${layer.class_name}) does not convert to ONNX`);
    }
  }
  graph.output(outputs[0]![0]);
  return graph.encode('kinora tfjs-layers-to-onnx');
}

/** Reads a TF.js layers model from disk (model JSON and its weight shards) and converts it to ONNX bytes. */
export async function convertLayersModelFile(jsonPath: string): Promise<Uint8Array> {
  const json = JSON.parse(await readFile(jsonPath, 'utf8')) as LayersModelJson;
  const shards = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((path) => readFile(join(dirname(jsonPath), path))));
  const joined = Buffer.concat(shards);
  return convertLayersModel(json, joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength));
}

function activationOp(layer: string, activation: string): string {
  if (activation === 'relu') return 'Relu';
  if (activation === 'linear') return 'Identity';
  throw new Error(`layer '${layer}': activation '${activation}' does not convert to ONNX`);
}

/** The weights by name, as laid out in the manifest (float32 only: quantized shards are refused). */
function readWeights(json: LayersModelJson, weightData: ArrayBuffer): Map<string, { shape: number[]; data: Float32Array }> {
  const weights = new Map<string, { shape: number[]; data: Float32Array }>();
  let offset = 0;
  for (const entry of json.weightsManifest.flatMap((group) => group.weights)) {
    if (entry.dtype !== 'float32' || entry.quantization) throw new Error(`weight '${entry.name}': only float32 weights convert to ONNX`);
    const count = entry.shape.reduce((a, b) => a * b, 1);
    weights.set(entry.name, { shape: entry.shape, data: new Float32Array(weightData.slice(offset, offset + count * 4)) });
    offset += count * 4;
  }
  return weights;
}

/** Keras kernels are [height, width, in, out]; ONNX wants [out, in, height, width]. */
function hwioToOihw(data: Float32Array, kh: number, kw: number, inC: number, outC: number): Float32Array {
  const out = new Float32Array(data.length);
  for (let y = 0; y < kh; y++) {
    for (let x = 0; x < kw; x++) {
      for (let i = 0; i < inC; i++) {
        for (let o = 0; o < outC; o++) out[((o * inC + i) * kh + y) * kw + x] = data[((y * kw + x) * inC + i) * outC + o]!;
      }
    }
  }
  return out;
}
