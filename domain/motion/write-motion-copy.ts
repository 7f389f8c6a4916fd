import { INDUSTRIES, type IndustryId } from './industries';

export interface MotionCopyInput {
  industry: IndustryId;
  /** The business's name from the prompt, or null. */
  name: string | null;
  /** The prompt's subject ("bakery called Sunrise Bread"), used as the title when it gives no name. */
  subject: string | null;
  /** Points the prompt lists itself: they win over the phrase bank. */
  points: readonly string[];
  website: string | null;
  /** The template's own middle scenes and call to action, for a prompt whose line of trade is unknown. */
  templatePoints: readonly string[];
  templateCta: string;
  /** Which of the bank's phrasings (0, 1, 2...): variants of one prompt differ in copy. */
  variant: number;
}

export interface MotionCopy {
  title: string;
  subtitle: string | null;
  points: string[];
  cta: string;
}

const pick = <T>(list: readonly T[], at: number): T => list[at % list.length]!;

/**
 * The words on screen, from the prompt's own subject: its business name in the title and the call to action, the
 * phrase bank of its line of trade for the tagline and the points it does not list itself, its website when it names
 * one. A prompt with no name gets no invented one, and an unknown trade keeps the template's neutral words: calls to
 * action that need a name fall back to the template's.
 */
export function writeMotionCopy(input: MotionCopyInput): MotionCopy {
  const industry = INDUSTRIES[input.industry];
  const known = input.industry !== 'generic';
  const title = input.name ?? input.subject ?? '';
  const subtitle = known ? pick(industry.taglines, input.variant) : null;
  const bank = known ? industry.points : input.templatePoints;
  const points = input.points.length > 0 ? [...input.points] : bank.length === 0 ? [] : [pick(bank, input.variant * 2), pick(bank, input.variant * 2 + 1)].filter((p, i, all) => all.indexOf(p) === i);
  let cta = input.templateCta;
  if (input.website) cta = `Visit ${input.website}`;
  else if (input.name && known) cta = pick(industry.ctas, input.variant).replace('{name}', input.name);
  return { title, subtitle, points, cta };
}
