import type { ToolDefinition, ToolOption } from '../catalogue/tool-definition';
import type { DomainError } from '../error-codes';
import { getRequestedImageId, isChosenImage } from '../files/chosen-image';
import { isOptionShown } from './is-option-shown';

export interface OptionsValidation {
  /** The options with defaults filled for every option the user left out (when the tool allows defaults). */
  options: Record<string, unknown>;
  errors: DomainError[];
}

/**
 * Checks user options against the tool's option definitions. Unknown keys and out-of-range values are
 * `option_invalid`; a missing option is filled with its default, unless the tool requires an explicit choice
 * (optionSelectionRequired, e.g. the frame interpolation factor), where it is `option_required`.
 */
export function validateOptions(tool: ToolDefinition, input: Record<string, unknown>): OptionsValidation {
  const errors: DomainError[] = [];
  const options: Record<string, unknown> = {};
  const known = new Set(tool.options.map((option) => option.id));
  for (const key of Object.keys(input)) {
    if (!known.has(key)) errors.push({ code: 'option_invalid', params: { option: key, reason: 'unknown' } });
  }
  for (const option of tool.options) {
    const value = input[option.id];
    if (value === undefined) {
      if (option.required ?? tool.flags.optionSelectionRequired) errors.push({ code: 'option_required', params: { option: option.id } });
      else options[option.id] = option.default;
      continue;
    }
    const reason = getInvalidReason(option, value);
    if (reason === null) options[option.id] = value;
    else errors.push({ code: 'option_invalid', params: { option: option.id, reason } });
  }
  for (const option of tool.options) {
    if (option.kind !== 'image' || !option.requiredWhen || (options[option.id] ?? null) !== null) continue;
    // Required while offered: a cover picture left from "Your picture" is not asked for once the style is a blur.
    if (isOptionShown(tool.options, option, options)) errors.push({ code: 'option_required', params: { option: option.id } });
  }
  return { options, errors };
}

// A short machine reason for the message's parameters; null when the value is valid.
function getInvalidReason(option: ToolOption, value: unknown): string | null {
  switch (option.kind) {
    case 'range': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'not_a_number';
      if (value < option.min || value > option.max) return 'out_of_range';
      const steps = (value - option.min) / option.step;
      return Math.abs(steps - Math.round(steps)) < 1e-9 ? null : 'not_on_step';
    }
    case 'select':
      return typeof value === 'string' && option.values.includes(value) ? null : 'not_a_choice';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'not_a_boolean';
    case 'text':
      if (typeof value !== 'string') return 'not_a_text';
      if ([...value].length > option.maxLength) return 'too_long';
      // One line of printable text: no control characters (they would break the subtitle script it is drawn with).
      return /[\u0000-\u001f\u007f]/.test(value) ? 'not_printable' : null;
    case 'image':
      // The browser's file id, or the server's checked choice: the server turns ids into checked choices before a job
      // starts or changes, and the render only reads checked ones.
      return value === null || isChosenImage(value) || (typeof value === 'string' && getRequestedImageId(value) === value) ? null : 'not_an_image';
  }
}

type RangeOption = Extract<ToolOption, { kind: 'range' }>;

/** A range option's largest value for an input of `inputS` seconds: `max`, or the input's length for an `upToInput` option. */
export function getRangeOptionMax(option: RangeOption, inputS: number | null): number {
  if (!option.upToInput || inputS === null || !(inputS > 0)) return option.max;
  const steps = Math.floor((Math.min(option.max, inputS) - option.min) / option.step + 1e-9);
  return Math.max(option.min, option.min + steps * option.step);
}

/** The options with every `upToInput` range (given or default) brought within the input's length: what the slider shows is what is sent. */
export function fitOptionsToInput(tool: ToolDefinition, options: Record<string, unknown>, inputS: number | null): Record<string, unknown> {
  const fitted = { ...options };
  for (const option of tool.options) {
    if (option.kind !== 'range' || !option.upToInput) continue;
    const value = Number(options[option.id] ?? option.default);
    const max = getRangeOptionMax(option, inputS);
    if (Number.isFinite(value) && value > max) fitted[option.id] = max;
  }
  return fitted;
}
