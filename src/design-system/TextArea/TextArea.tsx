import { forwardRef, useId, useState } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Counter, Footer, StyledTextArea, StyledTextField } from './TextArea.styles.ts';
import type { TextAreaProps } from './TextArea.types.ts';

/**
 * A multi-line text input with its label, help text and error: captions, bios, replies. With `maxLength` a
 * counter shows how much of the budget is used; going over marks the field invalid without cutting the text.
 * The ref reaches the <textarea>, so a form library can focus it on error.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    value,
    defaultValue,
    onChange,
    rows = 4,
    placeholder,
    maxLength,
    isHardLimit = false,
    counterLabel,
    locale,
    ...rest
  },
  ref,
) {
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const hasCounter = maxLength !== undefined;
  const used = [...text].length;
  const isOver = hasCounter && used > maxLength;
  const format = new Intl.NumberFormat(locale);

  return (
    <StyledTextField
      {...rest}
      value={text}
      onChange={(next) => {
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      maxLength={isHardLimit ? maxLength : undefined}
      isInvalid={errorMessage || isOver ? true : isInvalid}
      validationBehavior="aria"
      aria-describedby={
        [hasCounter && counterLabel ? counterId : undefined, rest['aria-describedby']]
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <StyledTextArea ref={ref} rows={rows} placeholder={placeholder} />
      {(hasCounter || errorMessage) && (
        <Footer>
          <FieldErrorText>{errorMessage}</FieldErrorText>
          {hasCounter && (
            <Counter id={counterId} data-counter="" data-over={isOver || undefined}>
              <span aria-hidden="true">
                {format.format(used)} / {format.format(maxLength)}
              </span>
              {counterLabel && <VisuallyHidden>{counterLabel(used, maxLength)}</VisuallyHidden>}
            </Counter>
          )}
        </Footer>
      )}
    </StyledTextField>
  );
});
