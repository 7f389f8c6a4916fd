import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

let ready: Promise<string> | null = null;

/**
 * Starts TF.js on its WASM backend once per process (SIMD, threads when the platform has them). The .wasm files are
 * read from the installed package: TF.js would otherwise fetch them by URL.
 */
export function initTfjs(): Promise<string> {
  ready ??= (async () => {
    const wasmDir = dirname(createRequire(import.meta.url).resolve('@tensorflow/tfjs-backend-wasm'));
    setWasmPaths(`${wasmDir}/`);
    // Threads need SharedArrayBuffer workers that Node's wasm backend does not set up: SIMD only, predictable on small machines.
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    await tf.setBackend('wasm');
    await tf.ready();
    return `tfjs-wasm${tf.env().getBool('WASM_HAS_SIMD_SUPPORT') ? '-simd' : ''}`;
  })();
  return ready;
}

/**
 * Reads a TF.js model (JSON plus weight shards) from disk as an IOHandler: TF.js loaders use fetch, and Node's fetch
 * refuses file:// URLs.
 */
export async function readTfjsModel(jsonPath: string): Promise<tf.io.IOHandler> {
  const json = JSON.parse(await readFile(jsonPath, 'utf8')) as { modelTopology: object; weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[]; format?: string; generatedBy?: string; convertedBy?: string };
  const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
  const buffers = await Promise.all(json.weightsManifest.flatMap((group) => group.paths).map((path) => readFile(join(dirname(jsonPath), path))));
  const joined = Buffer.concat(buffers);
  const weightData = joined.buffer.slice(joined.byteOffset, joined.byteOffset + joined.byteLength);
  return tf.io.fromMemory({ modelTopology: json.modelTopology, weightSpecs, weightData, format: json.format, generatedBy: json.generatedBy, convertedBy: json.convertedBy });
}

/** Loads a TF.js graph model from disk. */
export async function loadTfjsGraphModel(jsonPath: string): Promise<tf.GraphModel> {
  await initTfjs();
  return tf.loadGraphModel(await readTfjsModel(jsonPath));
}

/** Loads a TF.js layers model from disk. */
export async function loadTfjsLayersModel(jsonPath: string): Promise<tf.LayersModel> {
  await initTfjs();
  return tf.loadLayersModel(await readTfjsModel(jsonPath));
}

export { tf };
