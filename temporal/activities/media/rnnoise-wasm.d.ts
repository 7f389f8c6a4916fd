// The package ships no types; this is the part of its Emscripten module that denoise-audio uses.
declare module '@echogarden/rnnoise-wasm' {
  export interface RnnoiseModule {
    _rnnoise_create(model: number): number;
    _rnnoise_destroy(state: number): void;
    _rnnoise_process_frame(state: number, output: number, input: number): number;
    _malloc(bytes: number): number;
    _free(pointer: number): void;
    HEAPF32: Float32Array;
  }
  const createRnnoise: () => Promise<RnnoiseModule>;
  export default createRnnoise;
}
