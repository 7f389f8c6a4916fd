import protobuf from 'protobufjs';

/**
 * The part of ONNX's schema (onnx/onnx.proto, field numbers as published) that plain image graphs need: nodes,
 * attributes, float initializers, and inputs/outputs with symbolic sizes.
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

export type Attribute = { name: string; type: number; i?: number; s?: Uint8Array; ints?: number[] };
export const ints = (name: string, values: number[]): Attribute => ({ name, type: ATTR_INTS, ints: values });
export const int = (name: string, value: number): Attribute => ({ name, type: ATTR_INT, i: value });
export const text = (name: string, value: string): Attribute => ({ name, type: ATTR_STRING, s: new TextEncoder().encode(value) });

/** An ONNX graph being built: float tensors only, NCHW images with 3 channels in and any size. */
export class OnnxGraphBuilder {
  private readonly nodes: object[] = [];
  private readonly initializers: object[] = [];
  private readonly inputs: object[] = [];
  private readonly outputs: object[] = [];

  /** A constant float tensor (weights, scales). */
  constant(name: string, dims: number[], data: Float32Array): string {
    this.initializers.push({ name, dims, dataType: FLOAT, rawData: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) });
    return name;
  }

  /** One operator; its output is named after it. */
  node(opType: string, input: string[], output: string, attribute: Attribute[] = []): string {
    this.nodes.push({ opType, name: output, input, output: [output], attribute });
    return output;
  }

  /** A graph input: a float image batch [batch, 3, height, width] (any batch and size). */
  imageInput(name: string): string {
    this.inputs.push({ name, type: { tensorType: { elemType: FLOAT, shape: { dim: [{ dimParam: 'batch' }, { dimValue: 3 }, { dimParam: `${name}_height` }, { dimParam: `${name}_width` }] } } } });
    return name;
  }

  /** A graph output (a float tensor whose shape follows from the graph). */
  output(name: string): void {
    this.outputs.push({ name, type: { tensorType: { elemType: FLOAT } } });
  }

  /** The model as ONNX bytes (opset 13), ready for onnxruntime. */
  encode(producer: string): Uint8Array {
    const model = {
      irVersion: 8,
      producerName: producer,
      opsetImport: [{ domain: '', version: 13 }],
      graph: { name: producer, node: this.nodes, initializer: this.initializers, input: this.inputs, output: this.outputs },
    };
    return ModelProto.encode(ModelProto.fromObject(model)).finish();
  }
}
