import { Plural } from '@lingui/react/macro';

/** An amount of credits with the locale's plural form and number format (1 credit, 2 credits, 0,24 Credits). */
export function CreditAmount({ value, per }: { value: number; per?: 'second' | 'message' }) {
  if (per === 'second') return <Plural value={value} one="# credit / second" other="# credits / second" />;
  if (per === 'message') return <Plural value={value} one="# credit / message" other="# credits / message" />;
  return <Plural value={value} one="# credit" other="# credits" />;
}
