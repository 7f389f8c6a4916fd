export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

/**
 * A meta description from sentences in order of importance: as many as it takes to reach DESCRIPTION_MIN characters,
 * cut at a word (or, in scripts without spaces, a character) with an ellipsis if that passes DESCRIPTION_MAX.
 */
export function fitDescription(sentences: readonly string[]): string {
  let text = '';
  for (const sentence of sentences) {
    if (text.length >= DESCRIPTION_MIN) break;
    text = text === '' ? sentence : `${text} ${sentence}`;
  }
  if (text.length <= DESCRIPTION_MAX) return text;
  const room = text.slice(0, DESCRIPTION_MAX - 1);
  const space = room.lastIndexOf(' ');
  const cut = space >= DESCRIPTION_MIN ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–-]+$/u, '')}…`;
}
