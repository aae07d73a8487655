import { Check, Minus } from 'lucide-react';
import { forwardRef } from 'react';
import { FieldDescription, FieldErrorText } from '../Field/index.ts';
import { Box, CheckboxLabel, StyledCheckboxField } from './Checkbox.styles.ts';
import type { CheckboxProps } from './Checkbox.types.ts';

/**
 * A single yes/no choice that takes effect on submit: "Remember me", "I accept the terms". Use a RadioGroup
 * for one of several options. The ref reaches the <input>, so a form library can focus it on error.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, description, errorMessage, isInvalid, isIndeterminate, ...rest },
  ref,
) {
  return (
    <StyledCheckboxField
      {...rest}
      inputRef={ref}
      isIndeterminate={isIndeterminate}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
    >
      <CheckboxLabel>
        {({ isSelected }) => (
          <>
            <Box aria-hidden="true">{isIndeterminate ? <Minus /> : isSelected && <Check />}</Box>
            <span>{children}</span>
          </>
        )}
      </CheckboxLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledCheckboxField>
  );
});
