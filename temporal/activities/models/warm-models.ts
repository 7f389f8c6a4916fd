import { existsSync } from 'node:fs';
import { BlazeFaceDetector } from './blazeface-detector';
import { initTfjs } from './load-tfjs';
import { SelfieSegmenter } from './selfie-segmenter';
import { CenterNetDetector } from './centernet-detector';
import { PpocrTextDetector } from './ppocr-text-detector';
import { EsrganUpscaler } from './esrgan-upscaler';
import { GfpganRestorer } from './gfpgan-restorer';
import { DEFAULT_MODELS, getActiveModels, getModelPath, type ModelCapability, type ModelSpec } from './model-registry';
import { RvmModel } from './rvm-matter';

const loaded = new Map<string, Promise<unknown>>();

/** Loads a model once per worker process; later calls share it (models stay warm between activities). */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let model = loaded.get(key) as Promise<T> | undefined;
  if (!model) {
    model = load();
    // A failed load is not cached: the next activity attempt tries again.
    model.catch(() => loaded.delete(key));
    loaded.set(key, model);
  }
  return model;
}

/** The model configured for a capability (KINORA_MODELS), or a clear failure when there is none. */
export function getActiveSpec(capability: ModelCapability): ModelSpec {
  const spec = getActiveModels()[capability];
  if (!spec) throw new Error(`No model is configured for ${capability} (KINORA_MODELS)`);
  return spec;
}

/** The face detector this worker uses, loaded on first use. */
export function getFaceDetector(): Promise<BlazeFaceDetector> {
  const spec = getActiveSpec('face_detection');
  if (spec.kind !== 'blazeface') throw new Error(`face detection kind '${spec.kind}' is not supported by this worker yet (supported: blazeface)`);
  return once(spec.id, () => BlazeFaceDetector.load(getModelPath(spec)));
}

/**
 * The MediaPipe selfie segmenter, loaded on first use: the background changer's person guess and the remover's
 * default matter. An operator's opt-in RVM replaces it only in the remover (`openPersonMatter`).
 */
export function getPersonSegmenter(): Promise<SelfieSegmenter> {
  const active = getActiveSpec('person_segmentation');
  const spec = active.kind === 'rvm' ? DEFAULT_MODELS.person_segmentation! : active;
  if (spec.kind !== 'mediapipe-selfie') throw new Error(`person segmentation kind '${spec.kind}' is not supported by this worker yet (supported: mediapipe-selfie, rvm)`);
  return once(spec.id, () => SelfieSegmenter.load(getModelPath(spec)));
}

/** Which models the upscalers run, and where: ESRGAN (and back-projection) on onnxruntime; the face enhancer's faces. */
export async function describeUpscaling(scale: 2 | 4, faces: boolean): Promise<Record<string, string>> {
  const upscaler = await getUpscaler(scale);
  const restorer = faces ? await getFaceRestorer() : null;
  return {
    super_resolution: `${getActiveSpec(scale === 4 ? 'super_resolution_x4' : 'super_resolution_x2').id} on onnxruntime-${upscaler.provider}`,
    ...(faces ? { face_detection: `${getActiveSpec('face_detection').id} on ${await getInferenceBackend()}` } : {}),
    // Without a restoration model the faces get the detail pass (no model): named too, so the details say what ran.
    ...(restorer ? { face_restoration: `${getActiveModels().face_restoration!.id} on onnxruntime-${restorer.provider}` }
    : faces ? { face_restoration: `kinora detail pass (no model), fitted to the input by back-projection on onnxruntime-${upscaler.provider}` }
    : {}),
  };
}

/** The opt-in Robust Video Matting model (when an operator names it for person segmentation), loaded on first use. */
export function getRvmModel(): Promise<RvmModel> {
  const spec = getActiveSpec('person_segmentation');
  if (spec.kind !== 'rvm') throw new Error(`person segmentation is '${spec.id}', not an RVM model`);
  return once(spec.id, () => RvmModel.load(getModelPath(spec)));
}

/** The vehicle detector this worker uses (plate blurring), loaded on first use. */
export function getVehicleDetector(): Promise<CenterNetDetector> {
  const spec = getActiveSpec('vehicle_detection');
  if (spec.kind !== 'centernet') throw new Error(`vehicle detection kind '${spec.kind}' is not supported by this worker yet (supported: centernet)`);
  return once(spec.id, () => CenterNetDetector.load(getModelPath(spec)));
}

/** The text detector this worker uses (plate blurring), loaded on first use. */
export function getTextDetector(): Promise<PpocrTextDetector> {
  const spec = getActiveSpec('text_detection');
  if (spec.kind !== 'ppocr-det') throw new Error(`text detection kind '${spec.kind}' is not supported by this worker yet (supported: ppocr-det)`);
  return once(spec.id, () => PpocrTextDetector.load(getModelPath(spec)));
}

/** Where each model runs on this worker, for logs and job metrics: TF.js models on WASM, ONNX on CUDA or CPU. */
export async function getInferenceBackend(): Promise<string> {
  return initTfjs();
}

/** The model files this worker lacks, by capability (checked at boot, so a missing file is not a failed job later). */
export function findMissingModelFiles(): { capability: string; model: string; missing: string[] }[] {
  return Object.entries(getActiveModels()).flatMap(([capability, spec]) => {
    if (!spec) return [];
    const missing = spec.files.map((file) => getModelPath(spec, file)).filter((path) => !existsSync(path));
    return missing.length ? [{ capability, model: spec.id, missing }] : [];
  });
}

/** The super-resolution model of a scale (ESRGAN x2 or x4), loaded on first use. */
export async function getUpscaler(scale: 2 | 4): Promise<EsrganUpscaler> {
  const spec = getActiveSpec(scale === 4 ? 'super_resolution_x4' : 'super_resolution_x2');
  if (spec.kind !== 'esrgan' || spec.format !== 'tfjs-layers') throw new Error(`super-resolution '${spec.id}' is not supported by this worker yet (supported: esrgan TF.js layers)`);
  return once(spec.id, () => EsrganUpscaler.load(getModelPath(spec), scale));
}

/** The operator's face restoration model (a GFPGAN-class ONNX file), or null: none ships, the slot is empty by default. */
export async function getFaceRestorer(): Promise<GfpganRestorer | null> {
  const spec = getActiveModels().face_restoration;
  if (!spec) return null;
  if (spec.kind !== 'gfpgan') throw new Error(`face restoration kind '${spec.kind}' is not supported by this worker yet (supported: gfpgan)`);
  return once(spec.id, () => GfpganRestorer.load(getModelPath(spec)));
}
