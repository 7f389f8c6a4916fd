import { useId } from 'react';

/**
 * A labelled number that commits when it changes for good (Enter, leaving the field, the spinner): one undo step
 * per change, not one per keystroke. A value outside [min, max] or not a number is not sent.
 */
export function InspectorNumber(props: { label: string; value: number; min: number; max: number; step: number; onCommit: (value: number) => void; testId?: string }) {
  const id = useId();
  const { label, value, min, max, step, onCommit, testId } = props;
  const commit = (text: string) => {
    const number = Number(text);
    if (text.trim() !== '' && Number.isFinite(number) && number >= min && number <= max && number !== value) onCommit(number);
  };
  return (
    <div className="insp-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        key={value}
        className="num-input"
        type="number"
        defaultValue={Number(value.toFixed(3))}
        min={min}
        max={max}
        step={step}
        data-testid={testId}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
    </div>
  );
}
