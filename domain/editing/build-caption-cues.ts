import { mapToOutput, type RenderClip } from './get-render-clips';
import type { Word } from './understanding';

/** A caption cue in the output's time, with its words for karaoke highlighting and the JSON export. */
export interface CaptionCue {
  startS: number;
  endS: number;
  /** Lines of the cue (at most `maxLines`, each at most `maxLineChars` unless one word is longer). */
  lines: string[];
  words: Word[];
}

export interface CaptionRules {
  maxLineChars: number;
  maxLines: number;
  /** A pause longer than this starts a new cue. */
  maxGapS: number;
  /** No cue shorter than this (it is stretched into the following gap when there is room). */
  minCueS: number;
}

export const CAPTION_DEFAULTS: CaptionRules = { maxLineChars: 32, maxLines: 2, maxGapS: 1, minCueS: 0.5 };

/** The rules for a frame: a portrait frame holds shorter lines (about 20 characters across a 9:16 phone screen). */
export function getCaptionRules(size: { width: number; height: number }): CaptionRules {
  return size.height > size.width ? { ...CAPTION_DEFAULTS, maxLineChars: 20 } : CAPTION_DEFAULTS;
}

/** The words that survive the edit, moved to output time; a word cut in half keeps its surviving part. */
export function getOutputWords(words: readonly Word[], clips: readonly RenderClip[]): Word[] {
  const result: Word[] = [];
  for (const clip of clips) {
    for (const word of words) {
      const startS = Math.max(word.startS, clip.startS);
      const endS = Math.min(word.endS, clip.endS);
      if (endS - startS < 0.02) continue;
      result.push({ ...word, startS: mapToOutput([clip], startS)!, endS: mapToOutput([clip], endS)! });
    }
  }
  return result.sort((a, b) => a.startS - b.startS);
}

/** Groups words into cues: split on words only, lines within the length, a new cue after a pause; no zero-length or overlapping cue. */
export function buildCaptionCues(words: readonly Word[], rules: CaptionRules = CAPTION_DEFAULTS): CaptionCue[] {
  const cues: CaptionCue[] = [];
  let current: Word[] = [];
  let lines: string[] = [''];
  const flush = () => {
    if (current.length > 0) cues.push({ startS: current[0]!.startS, endS: current[current.length - 1]!.endS, lines: lines.filter((l) => l.length > 0), words: current });
    current = [];
    lines = [''];
  };
  for (const word of words) {
    const text = word.text.trim();
    if (!text) continue;
    const last = current[current.length - 1];
    if (last && word.startS - last.endS > rules.maxGapS) flush();
    const line = lines[lines.length - 1]!;
    const joined = line ? `${line} ${text}` : text;
    if (joined.length > rules.maxLineChars && line) {
      if (lines.length >= rules.maxLines) {
        flush();
        lines = [text];
      } else lines.push(text);
    } else lines[lines.length - 1] = joined;
    current.push({ ...word, text });
  }
  flush();
  // Timing: stretch short cues into the following gap, then never overlap the next cue.
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i]!;
    const nextStart = cues[i + 1]?.startS ?? Infinity;
    if (cue.endS - cue.startS < rules.minCueS) cue.endS = Math.min(cue.startS + rules.minCueS, nextStart);
    cue.endS = Math.min(cue.endS, nextStart);
  }
  return cues.filter((cue) => cue.endS - cue.startS >= 0.001);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function formatTime(s: number, separator: ',' | '.'): string {
  const ms = Math.round(s * 1000);
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}${separator}${pad(ms % 1000, 3)}`;
}

/** SubRip text. */
export function formatSrt(cues: readonly CaptionCue[]): string {
  return cues.map((cue, i) => `${i + 1}\n${formatTime(cue.startS, ',')} --> ${formatTime(cue.endS, ',')}\n${cue.lines.join('\n')}\n`).join('\n');
}

/** WebVTT text. */
export function formatVtt(cues: readonly CaptionCue[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${formatTime(cue.startS, '.')} --> ${formatTime(cue.endS, '.')}\n${cue.lines.join('\n')}\n`).join('\n')}`;
}

/** JSON with word times (ms precision), the format transcript tools read. */
export function formatCaptionJson(cues: readonly CaptionCue[], language: string): string {
  const r = (s: number) => Math.round(s * 1000) / 1000;
  return JSON.stringify(
    {
      language,
      cues: cues.map((cue) => ({ start: r(cue.startS), end: r(cue.endS), text: cue.lines.join('\n'), words: cue.words.map((w) => ({ text: w.text, start: r(w.startS), end: r(w.endS), confidence: r(w.confidence) })) })),
    },
    null,
    2,
  );
}

/** The Noto family for a text's script: libass shapes with HarfBuzz, but falls back to any font holding a glyph. */
export function getCaptionFont(text: string, base: string): string {
  if (/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text)) return 'Noto Sans Arabic';
  if (/[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/.test(text)) return 'Noto Sans CJK SC';
  if (/[\u0590-\u05FF]/.test(text)) return 'Noto Sans Hebrew';
  return base;
}

function formatAssTime(s: number): string {
  const cs = Math.round(s * 100);
  return `${Math.floor(cs / 360000)}:${pad(Math.floor(cs / 6000) % 60)}:${pad(Math.floor(cs / 100) % 60)}.${pad(cs % 100)}`;
}

/**
 * Caption looks for the burned-in captions (libass styles). Sizes are fractions of the frame height. Every look keeps a
 * dark edge round its letters so white and highlighted words read on any footage (yellow words on a yellow wall too):
 * an outline (`edge`) or, for `boxed`, one opaque box behind the whole cue, padded by `edge`. The box is libass's
 * BorderStyle 4 (one box per event, in BackColour); BorderStyle 3 boxes each karaoke word apart, and with no outline
 * width draws no box at all.
 */
export const CAPTION_STYLES = {
  clean: { font: 'Noto Sans', size: 0.055, primary: '&H00FFFFFF', highlight: '&H0000D7FF', edge: 0.007, edgeColour: '&H00000000', shadow: 0.003, box: false },
  boxed: { font: 'Noto Sans', size: 0.05, primary: '&H00FFFFFF', highlight: '&H0000D7FF', edge: 0.014, edgeColour: '&H10000000', shadow: 0, box: true },
  bold: { font: 'Noto Sans', size: 0.07, primary: '&H00FFFFFF', highlight: '&H0033FF33', edge: 0.011, edgeColour: '&H00000000', shadow: 0.004, box: false },
} as const;
export type CaptionStyle = keyof typeof CAPTION_STYLES;

/**
 * An ASS script for libass: one event per cue; karaoke (\k) tags highlight each word as it is spoken. Fonts by family
 * name (Noto; fontconfig picks the CJK and Arabic faces for their scripts, and libass shapes them with HarfBuzz).
 */
export function formatAss(cues: readonly CaptionCue[], size: { width: number; height: number }, styleId: CaptionStyle = 'clean', karaoke = true, titles: EditTitles = {}): string {
  const style = CAPTION_STYLES[styleId];
  const margin = Math.round(size.width * 0.06);
  // A full line fits the width (a 9:16 frame is narrow for a size taken from its height): Noto Sans Bold averages
  // about 0.6 em a character.
  const fontSize = Math.round(Math.min(size.height * style.size, (size.width - 2 * margin) / (getCaptionRules(size).maxLineChars * 0.62)));
  const title = buildTitleEvents(titles, size);
  const borderStyle = style.box ? 4 : 1;
  // At least 2 px: thinner edges vanish in the encoder's chroma subsampling.
  const edge = Math.max(2, Math.round(size.height * style.edge));
  const shadow = style.shadow > 0 ? Math.max(1, Math.round(size.height * style.shadow)) : 0;
  // In \k karaoke, SecondaryColour is the not-yet-sung colour and PrimaryColour the sung one.
  const header = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${size.width}`,
    `PlayResY: ${size.height}`,
    // Smart wrapping: cues break their own lines; a line that still overflows the margins wraps instead of leaving the frame.
    'WrapStyle: 0',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: Default,${style.font},${fontSize},${karaoke ? style.highlight : style.primary},${style.primary},${style.edgeColour},${style.box ? style.edgeColour : '&H80000000'},1,0,0,0,100,100,0,0,${borderStyle},${edge},${shadow},2,${margin},${margin},${Math.round(size.height * 0.08)},1`,
    ...title.styles,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/[{}]/g, '');
  const events = cues.map((cue) => {
    let text: string;
    if (karaoke) {
      const parts: string[] = [];
      let cursor = cue.startS;
      let lineIndex = 0;
      let lineChars = 0;
      cue.words.forEach((word) => {
        const lead = Math.max(0, Math.round((word.startS - cursor) * 100));
        const dur = Math.max(1, Math.round((word.endS - Math.max(cursor, word.startS)) * 100));
        const line = cue.lines[lineIndex] ?? '';
        const sep = lineChars === 0 ? '' : ' ';
        if (lineChars > 0 && lineChars + 1 + word.text.length > line.length && lineIndex + 1 < cue.lines.length) {
          parts.push('\\N');
          lineIndex++;
          lineChars = 0;
        } else if (sep) parts.push(lead > 0 ? `{\\k${lead}} ` : ' ');
        parts.push(`{\\k${dur}}${escape(word.text)}`);
        lineChars += (lineChars === 0 ? 0 : 1) + word.text.length;
        cursor = Math.max(cursor, word.endS);
      });
      text = parts.join('');
    } else text = cue.lines.map(escape).join('\\N');
    const font = getCaptionFont(cue.lines.join(' '), style.font);
    return `Dialogue: 0,${formatAssTime(cue.startS)},${formatAssTime(cue.endS)},Default,,0,0,0,,${font === style.font ? '' : `{\\fn${font}}`}${text}`;
  });
  return [...header, ...title.events, ...events, ''].join('\n');
}

/** The user's titles: an opening title over the first seconds and a lower third (name, place) after it. */
export interface EditTitles {
  title?: string;
  lowerThird?: string;
}

/** How long the titles show, seconds of the output. */
const TITLE_TIMES = { titleS: [0, 3], lowerThirdS: [0.5, 5], afterTitleS: 3.5 } as const;

/**
 * When each title shows, seconds of the output (null: that title is empty): the opening title first, then the lower
 * third, which waits for the title to end when there is one. The burned-in script and the project files share it.
 */
export function getTitleSpans(titles: { title: string; lowerThird: string }): { title: readonly [number, number] | null; lowerThird: readonly [number, number] | null } {
  const afterTitle = [TITLE_TIMES.afterTitleS, TITLE_TIMES.afterTitleS + TITLE_TIMES.lowerThirdS[1] - TITLE_TIMES.lowerThirdS[0]] as const;
  return {
    title: titles.title ? TITLE_TIMES.titleS : null,
    lowerThird: titles.lowerThird ? (titles.title ? afterTitle : TITLE_TIMES.lowerThirdS) : null,
  };
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * ASS styles and events for the titles: the opening title large in the middle on a dark box, fading in and out; the
 * lower third at the bottom's start side (right for Arabic and Hebrew) above the captions. Each names the Noto face for
 * its script, so libass shapes it (Arabic joined, CJK from the CJK face).
 */
export function buildTitleEvents(titles: EditTitles, size: { width: number; height: number }): { styles: string[]; events: string[] } {
  const clean = (text: string | undefined) => (text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\\/g, '\u29F5').replace(/[{}]/g, '').trim();
  const title = clean(titles.title);
  const lower = clean(titles.lowerThird);
  const styles: string[] = [];
  const events: string[] = [];
  // Sizes from the shorter side: the same as from the height in landscape, and a 9:16 title fits its narrow width.
  const side = Math.min(size.width, size.height);
  const spans = getTitleSpans({ title, lowerThird: lower });
  if (spans.title) {
    styles.push(`Style: Title,Noto Sans,${Math.round(side * 0.09)},&H00FFFFFF,&H00FFFFFF,&H00000000,&H99000000,1,0,0,0,100,100,0,0,3,${Math.round(side * 0.02)},0,5,${Math.round(size.width * 0.06)},${Math.round(size.width * 0.06)},0,1`);
    const font = getCaptionFont(title, 'Noto Sans');
    events.push(`Dialogue: 1,${formatAssTime(spans.title[0])},${formatAssTime(spans.title[1])},Title,,0,0,0,,{\\fad(300,300)}${font === 'Noto Sans' ? '' : `{\\fn${font}}`}${title}`);
  }
  if (spans.lowerThird) {
    const rtl = RTL.test(lower);
    styles.push(`Style: Lower,Noto Sans,${Math.round(side * 0.05)},&H00FFFFFF,&H00FFFFFF,&H00000000,&H99000000,1,0,0,0,100,100,0,0,3,${Math.round(side * 0.012)},0,${rtl ? 3 : 1},${Math.round(size.width * 0.05)},${Math.round(size.width * 0.05)},${Math.round(size.height * 0.22)},1`);
    const font = getCaptionFont(lower, 'Noto Sans');
    const [from, to] = spans.lowerThird;
    events.push(`Dialogue: 1,${formatAssTime(from)},${formatAssTime(to)},Lower,,0,0,0,,{\\fad(200,200)}${font === 'Noto Sans' ? '' : `{\\fn${font}}`}${lower}`);
  }
  return { styles, events };
}
