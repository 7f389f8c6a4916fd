import { join } from 'node:path';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import type { ChatAttachment, ChatReply } from '../../../domain/chat/chat-message';
import { formatChatTime } from '../../../domain/chat/format-chat-time';
import { findPassages, getPassageClip, getSummarizerIntent, pickKeyFrames, summaryPassages, type Passage } from '../../../domain/chat/summarizer/plan-summarizer-answer';
import type { SummarizerPayload } from '../../../domain/chat/summarizer/summarizer-payload';
import { toTranscriptSentences } from '../../../domain/chat/summarizer/transcript-sentences';
import type { PictureAnalysis, SpeechAnalysis } from '../../../domain/editing/understanding';
import { runFfmpeg, FfmpegError } from '../media/run-ffmpeg';
import { chatKeys } from '../storage/chat-keys';
import type { Storage } from '../storage/storage';
import { toActivityFailure } from '../kit/to-activity-failure';
import { readStoredJson } from '../kit/read-stored';
import { withScratchDir } from '../kit/with-scratch-dir';
import { getOpenAiChatConfig, type OpenAiChatConfig } from '../models/request-chat-completion';
import { writeGroundedAnswer } from './write-grounded-answer';
import { getWordVectors } from './load-word-vectors';

// Clips are for watching in the chat: small and quick to make.
const CLIP_HEIGHT = 480;
const MAX_CLIPS = 3;

export interface AnswerQuestionInput {
  jobId: string;
  messageId: string;
  sourceKey: string;
  speechKey: string;
  /** Null while the picture pass runs (the workflow makes a visual answer wait for it). */
  picturesKey: string | null;
  durationS: number;
  question: string;
  intent: string | null;
  /** The user's interface locale: intent words in that language ("Zusammenfassung") are understood too. */
  locale?: string | null;
  mode: 'text' | 'visual';
}

/** A plain file name for an attachment of one message (see isChatAttachmentName). */
const attachmentName = (messageId: string, what: string, index: number, ext: string) => `${messageId.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16)}-${what}-${index + 1}.${ext}`;

function toFailure(error: unknown): Error {
  if (error instanceof FfmpegError && !error.cancelled) return ApplicationFailure.create({ type: 'render_failed', message: error.message, details: [{ stderrTail: error.stderrTail }] });
  return toActivityFailure(error);
}

/**
 * The conversational summarizer's answers (cpu queue): retrieval over the stored transcript (BM25), an extractive
 * summary, or key frames per scene; clips and frames cut by ffmpeg into the job's chat folder; optionally an abstractive
 * answer from the operator's OpenAI-compatible model, grounded in the passages.
 */
export function createSummarizerActivities(storage: Storage, options: { llm?: () => OpenAiChatConfig | null } = {}) {
  const llm = options.llm ?? (() => getOpenAiChatConfig());

  async function cutClip(source: string, range: { startS: number; endS: number }, output: string, signal: AbortSignal) {
    const durationS = Math.max(0.2, range.endS - range.startS);
    await runFfmpeg(
      {
        // Seeking before the input is frame-accurate when re-encoding: the clip starts where the sentence starts.
        inputs: [{ path: source, options: ['-ss', range.startS.toFixed(3)] }],
        outputOptions: ['-t', durationS.toFixed(3), '-map', '0:v:0?', '-map', '0:a:0?', '-vf', `scale=-2:'min(${CLIP_HEIGHT},ih)'`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-y'],
        output,
        outputDurationS: durationS,
      },
      { signal },
    );
  }

  async function grabFrame(source: string, atS: number, output: string, signal: AbortSignal) {
    await runFfmpeg({ inputs: [{ path: source, options: ['-ss', atS.toFixed(3)] }], outputOptions: ['-frames:v', '1', '-vf', 'scale=-2:240', '-q:v', '4', '-an', '-y'], output, outputDurationS: 0.04 }, { signal });
  }

  return {
    /** Answers one chat message from the video itself: text with timestamps, clips (or key frames) as attachments. */
    async answerVideoQuestion(input: AnswerQuestionInput): Promise<ChatReply> {
      const context = Context.current();
      const speech = await readStoredJson<SpeechAnalysis>(storage, input.speechKey);
      const sentences = toTranscriptSentences(speech.words);
      const kind = getSummarizerIntent(input.question, input.intent, input.mode, input.locale);
      const noSpeech = sentences.length === 0;
      let passages: Passage[] = [];
      let frames: SummarizerPayload['frames'] = [];
      if (kind === 'visual') {
        if (!input.picturesKey) throw ApplicationFailure.create({ type: 'chat_reply_failed', message: 'the picture analysis is not ready', nonRetryable: true });
        frames = pickKeyFrames(await readStoredJson<PictureAnalysis>(storage, input.picturesKey));
      }
      else passages = kind === 'summary' ? summaryPassages(sentences) : findPassages(sentences, input.question, MAX_CLIPS, (await getWordVectors()) ?? undefined);

      return withScratchDir('summarizer', async (scratch) => {
        const attachments: ChatAttachment[] = [];
        try {
          if (frames.length > 0 || passages.length > 0) {
            const source = await storage.fetchToLocal(input.sourceKey, scratch);
            for (const [i, frame] of frames.entries()) {
              const name = attachmentName(input.messageId, 'frame', i, 'jpg');
              const path = join(scratch, name);
              await grabFrame(source, frame.frameS, path, context.cancellationSignal);
              await storage.storeLocalFile(path, chatKeys.attachment(input.jobId, name));
              const spoken = sentences.find((s) => s.startS < frame.endS && s.endS > frame.startS);
              attachments.push({ kind: 'image', name, startS: frame.frameS, endS: frame.endS, ...(spoken ? { label: spoken.text } : {}) });
              context.heartbeat();
            }
            // Search answers: a clip per passage; summaries: one clip per summary sentence, up to the cap.
            for (const [i, passage] of passages.slice(0, MAX_CLIPS).entries()) {
              const name = attachmentName(input.messageId, 'clip', i, 'mp4');
              const path = join(scratch, name);
              const clip = getPassageClip(passage, input.durationS);
              await cutClip(source, clip, path, context.cancellationSignal);
              await storage.storeLocalFile(path, chatKeys.attachment(input.jobId, name));
              attachments.push({ kind: 'video', name, startS: clip.startS, endS: clip.endS, label: passage.text });
              context.heartbeat();
            }
          }
        } catch (error) {
          throw toFailure(error);
        }
        const extractive = passages.map((p) => `[${formatChatTime(p.startS)}] ${p.text}`).join('\n');
        let text = kind === 'visual' ? frames.map((f) => `[${formatChatTime(f.frameS)}]`).join(' ') : extractive;
        let abstractive = false;
        const config = llm();
        if (config && passages.length > 0) {
          try {
            text = await writeGroundedAnswer(config, input.question, passages, context.cancellationSignal);
            abstractive = true;
          } catch (error) {
            // The model is optional: its failure leaves the extractive answer, which is always right.
            context.log.warn('abstractive answer failed; answering with the passages', { error: String(error) });
          }
        }
        const payload: SummarizerPayload = { kind, passages: passages.map(({ startS, endS, text: t }) => ({ startS, endS, text: t })), frames, abstractive, noSpeech };
        return { text, payload: payload as unknown as Record<string, unknown>, attachments };
      });
    },
  };
}

export type SummarizerActivities = ReturnType<typeof createSummarizerActivities>;
