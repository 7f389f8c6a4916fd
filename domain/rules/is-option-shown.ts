import type { ToolOption } from '../catalogue/tool-definition';

/**
 * Whether a tool offers an option with the other options as they are: an option that belongs to one choice of another
 * (`shownWhen`, or an image option's `requiredWhen`) is offered only while that option is offered and has that value
 * (face blurring's own cover picture needs "Your picture" as the cover image, which needs the picture style). A value
 * left out counts as the option's default. The options form shows only these, and validation requires only these.
 */
export function isOptionShown(options: readonly ToolOption[], option: ToolOption, values: Record<string, unknown>, seen: ReadonlySet<string> = new Set()): boolean {
  const when = option.shownWhen ?? (option.kind === 'image' ? option.requiredWhen : undefined);
  if (!when) return true;
  const parent = options.find((candidate) => candidate.id === when.option);
  // A condition on an option the tool lacks (or a loop) never holds: better hidden than offered to no effect.
  if (!parent || seen.has(parent.id)) return false;
  return (values[parent.id] ?? parent.default) === when.value && isOptionShown(options, parent, values, new Set([...seen, option.id]));
}
