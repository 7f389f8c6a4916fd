// Function words that carry no topic: a question's "what did they say about" must not match every sentence.
const STOP_WORDS = new Set(
  'a about above after again all also am an and any are as at be been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on once only or other our out over own same say said says she should so some such tell than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your video talk talks talked talking mention mentioned show shows part parts clip clips'.split(' '),
);

/** A light English stemmer: plural and verb endings only (rivers -> river, talked -> talk), so the same word matches. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The words of a text that carry its topic: lower case, letters and digits only, function words dropped (not stemmed). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [])
    .map((w) => w.replace(/'s$/, ''))
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}

/** Words of a text as search terms: its content words, stemmed. */
export function tokenize(text: string): string[] {
  return contentWords(text).map(stem);
}
