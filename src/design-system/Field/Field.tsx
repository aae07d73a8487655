import { CircleAlert } from 'lucide-react';
import { StyledFieldError } from './Field.styles.ts';
import type { FieldErrorTextProps } from './Field.types.ts';

/**
 * The error line under a field: an icon and the message, in the critical colour. React Aria renders it only
 * while the surrounding field is invalid and links it to the control with `aria-describedby`. Without
 * `children` it shows the field's own validation errors (a Form's `validationErrors` from the server). Use it
 * inside a React Aria field (TextField, Select, ComboBox, RadioGroup, Checkbox), never on its own.
 */
export function FieldErrorText({ children, className }: FieldErrorTextProps) {
  return (
    <StyledFieldError className={className}>
      {({ validationErrors }) => {
        const message = children || validationErrors.join(' ');

        // Invalid without a message: only the red border, no lone icon.
        return message ? (
          <>
            <CircleAlert aria-hidden="true" />
            <span>{message}</span>
          </>
        ) : null;
      }}
    </StyledFieldError>
  );
}
