import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import protobuf from 'protobufjs';

/**
 * The part of ONNX's schema (onnx/onnx.proto, field numbers as published) that a plain convolutional graph needs:
 * nodes, attributes, float initializers, and inputs/outputs with symbolic sizes.
 */
const ONNX_SUBSET = `
syntax = "proto3";
message AttributeProto { string name = 1; float f = 2; int64 i = 3; bytes s = 4; repeated float floats = 7; repeated int64 ints = 8; int32 type = 20; }
message NodeProto { repeated string input = 1; repeated string output = 2; string name = 3; string op_type = 4; repeated AttributeProto attribute = 5; }
message TensorProto { repeated int64 dims = 1; int32 data_type = 2; string name = 8; bytes raw_data = 9; }
message Dimension { int64 dim_value = 1; string dim_param = 2; }
message TensorShapeProto { repeated Dimension dim = 1; }
message TensorTypeProto { int32 elem_type = 1; TensorShapeProto shape = 2; }
message TypeProto { TensorTypeProto tensor_type = 1; }
message ValueInfoProto { string name = 1; TypeProto type = 2; }
message GraphProto { repeated NodeProto node = 1; string name = 2; repeated TensorProto initializer = 5; repeated ValueInfoProto input = 11; repeated ValueInfoProto output = 12; }
message OperatorSetIdProto { string domain = 1; int64 version = 2; }
message ModelProto { int64 ir_version = 1; string producer_name = 2; GraphProto graph = 7; repeated OperatorSetIdProto opset_import = 8; }
`;
const ModelProto = protobuf.parse(ONNX_SUBSET).root.lookupType('ModelProto');
// TensorProto.DataType FLOAT; AttributeProto.AttributeType INT, STRING, INTS.
const [FLOAT, ATTR_INT, ATTR_STRING, ATTR_INTS] = [1, 2, 3, 7];

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

type Attribute = { name: string; type: number; i?: number; s?: Uint8Array; ints?: number[] };
const ints = (name: string, values: number[]): Attribute => ({ name, type: ATTR_INTS, ints: values });
const int = (name: string, value: number): Attribute => ({ name, type: ATTR_INT, i: value });
const text = (name: string, value: string): Attribute => ({ name, type: ATTR_STRING, s: new TextEncoder().encode(value) });

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
  const nodes: object[] = [];
  const initializers: object[] = [];
  const addInitializer = (name: string, dims: number[], data: Float32Array) =>
    initializers.push({ name, dims, dataType: FLOAT, rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
  const node = (opType: string, input: string[], output: string, attribute: Attribute[] = []) => nodes.push({ opType, name: output, input, output: [output], attribute });

  for (const layer of layers) {
    const { name, config } = layer;
    const from = (layer.inbound_nodes[0] ?? []).map(([source]) => source);
    const channelsLast = (config.data_format ?? 'channels_last') === 'channels_last';
    switch (layer.class_name) {
      case 'InputLayer':
        break;
      case 'Conv2D': {
        const [kh, kw] = config.kernel_size!;
        if (!channelsLast || config.strides?.some((s) => s !== 1) || config.dilation_rate?.some((d) => d !== 1) || (config.groups ?? 1) !== 1 || kh! % 2 === 0 || kw! % 2 === 0) {
          throw new Error(`Conv2D '${name}': only stride 1, no dilation, one group and odd kernels convert to ONNX`);
        }
        const kernel = weights.get(`${name}/kernel`);
        if (!kernel) throw new Error(`Conv2D '${name}': no kernel in the weights`);
        const [, , inC, outC] = kernel.shape as [number, number, number, number];
        addInitializer(`${name}/W`, [outC, inC, kh!, kw!], hwioToOihw(kernel.data, kh!, kw!, inC, outC));
        const bias = config.use_bias === false ? null : weights.get(`${name}/bias`);
        if (bias) addInitializer(`${name}/B`, [outC], bias.data);
        const pad = config.padding === 'same' ? [(kh! - 1) / 2, (kw! - 1) / 2] : [0, 0];
        const activation = config.activation ?? 'linear';
        const convOut = activation === 'linear' ? name : `${name}/conv`;
        node('Conv', [from[0]!, `${name}/W`, ...(bias ? [`${name}/B`] : [])], convOut, [ints('kernel_shape', [kh!, kw!]), ints('pads', [pad[0]!, pad[1]!, pad[0]!, pad[1]!]), ints('strides', [1, 1])]);
        if (activation !== 'linear') node(activationOp(name, activation), [convOut], name);
        break;
      }
      case 'Activation':
        node(activationOp(name, config.activation ?? 'linear'), [from[0]!], name);
        break;
      case 'Concatenate':
        if (config.axis !== 3 && config.axis !== -1) throw new Error(`Concatenate '${name}': only the channel axis converts to ONNX`);
        node('Concat', from, name, [int('axis', 1)]);
        break;
      case 'Add':
        node(from.length === 2 ? 'Add' : 'Sum', from, name);
        break;
      case 'UpSampling2D': {
        if (!channelsLast || (config.interpolation ?? 'nearest') !== 'nearest') throw new Error(`UpSampling2D '${name}': only nearest, channels last converts to ONNX`);
        const [sy, sx] = config.size!;
        addInitializer(`${name}/scales`, [4], new Float32Array([1, 1, sy!, sx!]));
        // Keras repeats each pixel: 'asymmetric' coordinates with 'floor' rounding are exactly that.
        node('Resize', [from[0]!, '', `${name}/scales`], name, [text('mode', 'nearest'), text('coordinate_transformation_mode', 'asymmetric'), text('nearest_mode', 'floor')]);
        break;
      }
      default:
        throw new Error(`layer '${name}' (${layer.class_name}) does not convert to ONNX`);
    }
  }
  // Any batch, height and width in; the output's shape follows from the graph.
  const input = { name: inputs[0]![0], type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimParam: 'batch' }, { dimValue: 3 }, { dimParam: 'height' }, { dimParam: 'width' }] } } } };
  const output = { name: outputs[0]![0], type: { tensorType: { elemType: FLOAT } } };
  const model = {
    irVersion: 8,
    producerName: 'kinora tfjs-layers-to-onnx',
    opsetImport: [{ domain: '', version: 13 }],
    graph: { name: 'converted', node: nodes, initializer: initializers, input: [input], output: [output] },
  };
  return ModelProto.encode(ModelProto.fromObject(model)).finish();
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
