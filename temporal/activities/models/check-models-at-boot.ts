import { existsSync } from 'node:fs';
import { getModelsDir, getActiveModels, getModelPath, getAsrEngine, getVoiceActivityModelPath, SPEECH_MODELS } from './model-registry';
import { findMissingModelFiles, getInferenceBackend } from './warm-models';
import { openOnnxModel } from './onnx-model';

/**
 * What a gpu worker says at boot about its models: which files are missing (with the command that fetches them), where
 * TF.js models run (WASM, SIMD), and which execution provider onnxruntime uses (CUDA on a GPU host, else CPU).
 * A missing model fails only the tools that need it, so the worker still starts.
 */
export async function checkModelsAtBoot(log: (line: string) => void): Promise<{ missing: number; tfjs: string; onnx: string | null }> {
  const missing = findMissingModelFiles();
  for (const entry of missing) {
    log(`model files MISSING for ${entry.capability} (${entry.model}): ${entry.missing.join(', ')}; run: npx tsx scripts/fetch-models.ts`);
  }
  if (missing.length === 0) log(`model files present in ${getModelsDir()}`);
  const tfjs = await getInferenceBackend();
  log(`TF.js models run on ${tfjs}`);
  const onnxSpec = Object.values(getActiveModels()).find((spec) => spec?.format === 'onnx' && !missing.some((m) => m.model === spec.id));
  let onnx: string | null = null;
  if (onnxSpec) {
    onnx = (await openOnnxModel(getModelPath(onnxSpec))).provider;
    log(`ONNX models run on onnxruntime's ${onnx} execution provider`);
  }
  return { missing: missing.length, tfjs, onnx };
}

/** Checks at every compute worker's boot that the speech models are present, with a message that says how to fix it. */
export function assertSpeechModels(): void {
  if (!existsSync(getVoiceActivityModelPath())) throw new Error(`Silero VAD model missing: run npm install (${SPEECH_MODELS.voice_activity.package}).`);
  const asr = getAsrEngine();
  if (asr.kind === 'whisper-cpp' && !existsSync(asr.modelPath)) throw new Error(`WHISPER_MODEL not found: ${asr.modelPath}`);
}
