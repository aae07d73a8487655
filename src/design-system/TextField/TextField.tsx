import { forwardRef } from 'react';
import {
  FieldAffix,
  FieldBox,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
} from '../Field/index.ts';
import { StyledTextField } from './TextField.styles.ts';
import type { TextFieldProps } from './TextField.types.ts';

/**
 * A single-line text input with its label, help text and error. Use it for names, emails, URLs and search;
 * PasswordField for passwords. The ref reaches the <input>, so a form library can focus it on error.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    type = 'text',
    placeholder,
    autoCapitalize,
    prefix,
    suffix,
    ...rest
  },
  ref,
) {
  return (
    <StyledTextField
      {...rest}
      type={type}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldBox>
        {prefix && <FieldAffix>{prefix}</FieldAffix>}
        <FieldInput ref={ref} placeholder={placeholder} autoCapitalize={autoCapitalize} />
        {suffix && <FieldAffix>{suffix}</FieldAffix>}
      </FieldBox>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </StyledTextField>
  );
});
