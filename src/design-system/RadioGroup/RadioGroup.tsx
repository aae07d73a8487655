import { forwardRef, useState } from 'react';
import { Text as AriaText } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/index.ts';
import { Circle, Option, OptionLabel, OptionMedia, Options, StyledRadioGroup } from './RadioGroup.styles.ts';
import type { RadioGroupProps } from './RadioGroup.types.ts';

/**
 * One choice from a few options that should all stay in view (two to six), each with room for a description.
 * Arrow keys move between options. The `cards` variant suits weightier choices (a plan, an account type). The
 * ref reaches the <input> of the selected option (or the first), so a form library can focus the group on
 * error.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    options,
    value,
    defaultValue,
    onChange,
    orientation = 'vertical',
    variant = 'default',
    autoFocus,
    ...rest
  },
  ref,
) {
  // Mirrors the uncontrolled value only to know which radio the ref and autoFocus belong to.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const selected = value !== undefined ? value : uncontrolledValue;
  const focusTarget =
    options.find((option) => option.value === selected && !option.isDisabled) ??
    options.find((option) => !option.isDisabled);

  return (
    <StyledRadioGroup
      {...rest}
      value={value}
      defaultValue={defaultValue}
      onChange={(next) => {
        setUncontrolledValue(next);
        onChange?.(next);
      }}
      orientation={orientation}
      data-variant={variant}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <Options>
        {options.map((option) => {
          const isTarget = option === focusTarget;

          return (
            <Option
              key={option.value}
              value={option.value}
              isDisabled={option.isDisabled}
              inputRef={isTarget ? ref : undefined}
              autoFocus={isTarget ? autoFocus : undefined}
              data-variant={variant}
            >
              {variant === 'cards' && option.media && (
                <OptionMedia aria-hidden="true">{option.media}</OptionMedia>
              )}
              <OptionLabel>
                <Circle aria-hidden="true" />
                <span>{option.label}</span>
              </OptionLabel>
              {option.description && <AriaText slot="description">{option.description}</AriaText>}
            </Option>
          );
        })}
      </Options>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledRadioGroup>
  );
});
