import type { KeyFrame, SummarizerIntent } from './plan-summarizer-answer';

/** The summarizer's structured reply (the chat message's payload): what kind of answer, and the video's own words with times. */
export interface SummarizerPayload {
  kind: SummarizerIntent;
  /** Retrieved (search) or extracted (summary) transcript passages, with their times. */
  passages: { startS: number; endS: number; text: string }[];
  /** Visual summary: one key frame per scene (the images are the message's attachments). */
  frames: KeyFrame[];
  /** The reply's text was written by the operator's language model from the passages (else it is the passages themselves). */
  abstractive: boolean;
  /** The video has no recognised speech: answers can only be visual. */
  noSpeech: boolean;
}
