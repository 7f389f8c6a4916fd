import { execFileSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import type { SpeechAnalysis } from '../domain/editing/understanding';
import { findPassages, summaryPassages } from '../domain/chat/summarizer/plan-summarizer-answer';
import { toTranscriptSentences } from '../domain/chat/summarizer/transcript-sentences';
import { createLocalStorage } from '../temporal/activities/storage/local-storage';
import { createUnderstandingActivities, type AnalysisRef } from '../temporal/activities/understanding/understanding-activities';
import { readStoredJson } from '../temporal/activities/kit/read-stored';
import { createSummarizerActivities } from '../temporal/activities/summarizer/summarizer-activities';
import { makeSpeechClip } from '../test/support/make-editor-clips';

type Row = (...cells: (string | number)[]) => void;

const SENTENCES = [
  'The music was very loud',
  'The weather is very cold in winter',
  'The children played football in the park',
  'We cooked dinner for our friends',
  'The train arrived late this morning',
  'Rivers carry water to the sea',
];

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [(performance.now() - start) / 1000, result];
}

/**
 * 9. Chat tools. The summarizer: preparation (the understanding layer's speech and picture passes, run together as the
 * workflow runs them) in seconds per minute of speech, against the bare recogniser (pocketsphinx on the extracted
 * WAV) on the same audio; the second run on the same content (cache); when the chat opens and the key frames are
 * ready with the transcript first (as the workflow runs it now); and a question's latency: retrieval alone (BM25 over
 * the transcript) and the whole answer with its clip cut.
 */
export async function runChatBench(row: Row, options: { seconds: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'kinora-chat-bench-'));
  try {
    const count = Math.max(1, Math.round(options.seconds / 3.5));
    const phrases = Array.from({ length: count }, (_, i) => SENTENCES[i % SENTENCES.length]!);
    const talk = makeSpeechClip(dir, 'talk', phrases, phrases.map(() => 1).concat(1), { width: 640, height: 360 });
    const storage = createLocalStorage(join(dir, 'storage'));
    await storage.put('uploads/talk/source', createReadStream(talk.path));
    const understanding = createUnderstandingActivities(storage);
    const env = new MockActivityEnvironment();
    const minutes = talk.durationS / 60;

    const wav = join(dir, 'talk.wav');
    const [bareS] = await timed(async () => {
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', talk.path, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav]);
      execFileSync('pocketsphinx_continuous', ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
    });
    const prepare = () => Promise.all([env.run(understanding.analyseSpeech, { key: 'uploads/talk/source' }), env.run(understanding.analysePictures, { key: 'uploads/talk/source' })]) as Promise<[AnalysisRef, AnalysisRef]>;
    const [coldS, [speechRef, picturesRef]] = await timed(prepare);
    const [warmS] = await timed(prepare);
    row(`9a. summarizer preparation, ${talk.durationS.toFixed(0)} s of speech`, 'bare pocketsphinx s/min', bareS / minutes, 'Kinora s/min', coldS / minutes, 'ratio', coldS / bareS);
    row('9b. summarizer preparation again (cached per content)', 'first run s', coldS, 'second run s', warmS, 'ratio', warmS / coldS);

    // When the chat opens and when the key frames are ready: speech and pictures together (as the workflow ran them
    // before) against the transcript first, then pictures (as it runs them now). Rounds alternate the two on new content
    // each time (the phrases in another order, so nothing is cached), so a change in the machine's load hits both.
    const together: number[] = [];
    const transcriptFirst: number[] = [];
    const thenPictures: number[] = [];
    for (let round = 0; round < 3; round++) {
      const clip = async (name: string, shift: number) => {
        const order = [...phrases.slice(shift % phrases.length), ...phrases.slice(0, shift % phrases.length)];
        const made = makeSpeechClip(dir, name, order, order.map(() => 1).concat(1), { width: 640, height: 360 });
        await storage.put(`uploads/${name}/source`, createReadStream(made.path));
        return { key: `uploads/${name}/source`, minutes: made.durationS / 60 };
      };
      const a = await clip(`before${round}`, round * 2 + 1);
      const [bothS] = await timed(() => Promise.all([env.run(understanding.analyseSpeech, { key: a.key }), env.run(understanding.analysePictures, { key: a.key })]));
      together.push(bothS / a.minutes);
      const b = await clip(`after${round}`, round * 2 + 2);
      const [speechS] = await timed(() => env.run(understanding.analyseSpeech, { key: b.key }));
      const [picturesS] = await timed(() => env.run(understanding.analysePictures, { key: b.key }));
      transcriptFirst.push(speechS / b.minutes);
      thenPictures.push((speechS + picturesS) / b.minutes);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    row(`9d. summarizer: chat opens after, s per minute (median of 3; ${list(together)} / ${list(transcriptFirst)})`, 'speech and pictures together', median(together), 'transcript first', median(transcriptFirst), 'ratio', median(transcriptFirst) / median(together));
    row(`9e. summarizer: key frames ready after, s per minute (${list(thenPictures)})`, 'speech and pictures together', median(together), 'transcript, then pictures', median(thenPictures), 'ratio', median(thenPictures) / median(together));

    const speech = await readStoredJson<SpeechAnalysis>(storage, speechRef.key);
    const sentences = toTranscriptSentences(speech.words);
    const rounds = 200;
    const [retrievalS] = await timed(async () => {
      for (let i = 0; i < rounds; i++) findPassages(sentences, 'What did they say about football?');
    });
    const [summaryS] = await timed(async () => summaryPassages(sentences));
    const summarizer = createSummarizerActivities(storage, { llm: () => null });
    const ask = (question: string, intent: string | null) =>
      env.run(summarizer.answerVideoQuestion, { jobId: 'bench', messageId: `m${Math.random().toString(36).slice(2, 10)}`, sourceKey: 'uploads/talk/source', speechKey: speechRef.key, picturesKey: picturesRef.key, durationS: talk.durationS, question, intent, mode: 'text' as const });
    const [answerS] = await timed(() => ask('What did they say about football?', null));
    row(`9c. summarizer question, ${sentences.length} sentences`, 'retrieval ms', (retrievalS / rounds) * 1000, 'answer with clips ms', answerS * 1000, 'summary ms', summaryS * 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
