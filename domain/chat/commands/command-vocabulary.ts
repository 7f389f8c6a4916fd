/**
 * The English words the chat tools' command parsers understand (MotionChat's edits, the summarizer's intents), which a
 * locale's vocabulary maps its own phrases onto. `drop` removes a phrase (a separable particle, a polite filler).
 */
export const COMMAND_WORDS = [
  // Colours (findColour's words) and what they apply to.
  'black', 'white', 'grey', 'red', 'orange', 'yellow', 'gold', 'green', 'blue', 'purple', 'pink', 'brown', 'text',
  // Length, scenes, shape, transparency, music, texts.
  'shorter', 'longer', 'seconds', 'scene', 'remove', 'last', 'last scene', 'square', 'vertical', 'landscape',
  'transparent', 'no music', 'music', 'title', 'transitions', 'fade',
  // The conversation: render, start over, clause separator.
  'render', 'start over', 'then',
  // The summarizer's intents.
  'summary', 'key frames',
  'drop',
] as const;
export type CommandWord = (typeof COMMAND_WORDS)[number];

/** How a locale's phrases are found in a message. */
export type CommandMatch =
  /** Whole words (languages that write words apart and inflect little). */
  | 'word'
  /** From the start of a word, taking the rest of it (inflected languages: "niebiesk" finds niebieski, niebieską). */
  | 'stem'
  /** Anywhere (no spaces between words, or particles glued to them: Japanese, Chinese, Korean). */
  | 'substring';

/** One locale's command vocabulary: data only. Phrases are compared after normaliseCommandText on both sides. */
export interface CommandVocabulary {
  match: CommandMatch;
  /** English command words and the local phrases that mean them. */
  words: Readonly<Partial<Record<CommandWord, readonly string[]>>>;
  /**
   * Commands that carry a value where the word order differs from English ("価格についてのシーンを追加", "2. Szene"):
   * patterns on the normalised text (lower case, Latin/Greek/Cyrillic accents and Arabic vowel marks removed), and the
   * English they stand for, where `$<name>` is that named group's text as the user wrote it.
   */
  patterns?: readonly { pattern: RegExp; english: string }[];
}
