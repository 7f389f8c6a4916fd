import type { ToolDefinition } from '../../domain/catalogue/tool-definition';
import { getFinalCaps, getPreviewCaps } from '../../domain/rules/get-output-caps';
import { formatResolution } from '../components/format-resolution';

/** A length as copy says it: "30 seconds", "2 minutes", "40 minutes" (whole minutes from two minutes up). */
export function formatLength(seconds: number): string {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} minutes`;
}

const plural = (value: number, one: string, other: string) => `${value} ${value === 1 ? one : other}`;

/** The catalogue's facts of a tool that copy may name, by placeholder; absent where the tool has no such fact. */
export function getLandingFacts(tool: ToolDefinition): Readonly<Record<string, string>> {
  const preview = getPreviewCaps(tool, 'basic');
  const paid = getFinalCaps(tool, 'premium');
  const facts: Record<string, string> = {
    previewResolution: formatResolution(preview.maxResolution),
    paidResolution: formatResolution(paid.maxResolution),
  };
  if (preview.maxDurationS > 0) facts.previewLength = formatLength(preview.maxDurationS);
  if (paid.maxDurationS > 0) facts.paidLength = formatLength(paid.maxDurationS);
  if (tool.limits.minVideoDurationS !== null) facts.minLength = formatLength(tool.limits.minVideoDurationS);
  const { perSecond, perMessage } = tool.credit;
  if (perSecond !== null) {
    facts.rate = `${plural(perSecond, 'credit', 'credits')} per second`;
    // Rounded to hundredths: 0.01 credit/s is 0.6 credits a minute, not 0.6000000000000001.
    facts.minuteCost = plural(Math.round(perSecond * 60 * 100) / 100, 'credit', 'credits');
    facts.tenSecondCost = plural(Math.round(perSecond * 10 * 100) / 100, 'credit', 'credits');
  } else if (perMessage !== null) {
    facts.rate = `${plural(perMessage, 'credit', 'credits')} per message`;
  }
  return facts;
}

/**
 * A copy text with its {placeholders} filled from the tool's catalogue facts. An unknown placeholder, or one the tool
 * has no value for, throws: copy never shows a brace or a limit that is not the catalogue's.
 */
export function fillLandingFacts(text: string, tool: ToolDefinition): string {
  const facts = getLandingFacts(tool);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`No fact "${name}" for ${tool.id} in: ${text}`);
    return value;
  });
}
