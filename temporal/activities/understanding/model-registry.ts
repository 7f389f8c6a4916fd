import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The speech recogniser a worker uses: Debian's pocketsphinx by default, or an operator's Whisper-class model. */
export type AsrEngine = { kind: 'pocketsphinx'; binary: string; language: 'en' } | { kind: 'whisper-cpp'; binary: string; modelPath: string; language: string };

/**
 * The model slots of the understanding layer. Weights come from packages (npm, Debian), never from a download at run
 * time. WHISPER_CPP_BIN + WHISPER_MODEL (a whisper.cpp `whisper-cli` and a ggml model the operator supplies) replace
 * pocketsphinx for every language; WHISPER_LANGUAGE (default `auto`).
 */
export const modelRegistry = {
  /** Silero VAD v5 (MIT), shipped inside @ricky0123/vad-web. */
  sileroVad: () => join(dirname(require.resolve('@ricky0123/vad-web/package.json')), 'dist', 'silero_vad_v5.onnx'),
  asr(env: NodeJS.ProcessEnv = process.env): AsrEngine {
    if (env.WHISPER_CPP_BIN && env.WHISPER_MODEL) {
      return { kind: 'whisper-cpp', binary: env.WHISPER_CPP_BIN, modelPath: env.WHISPER_MODEL, language: env.WHISPER_LANGUAGE ?? 'auto' };
    }
    return { kind: 'pocketsphinx', binary: env.POCKETSPHINX_BIN ?? 'pocketsphinx_continuous', language: 'en' };
  },
};

/** Checks at worker boot that the understanding models are present, with a message that says how to fix it. */
export function assertUnderstandingModels(): void {
  if (!existsSync(modelRegistry.sileroVad())) throw new Error('Silero VAD model missing: run npm install (@ricky0123/vad-web).');
  const asr = modelRegistry.asr();
  if (asr.kind === 'whisper-cpp' && !existsSync(asr.modelPath)) throw new Error(`WHISPER_MODEL not found: ${asr.modelPath}`);
}
