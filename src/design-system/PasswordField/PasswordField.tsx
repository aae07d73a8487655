import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { TextField } from '../TextField/index.ts';
import { VisibilityToggle } from './PasswordField.styles.ts';
import type { PasswordFieldProps } from './PasswordField.types.ts';

/**
 * A password input with a show/hide toggle inside the box. Use it for sign-in (`current-password`) and for
 * choosing a password (`new-password`, so password managers offer to generate one). The toggle keeps the
 * value, sits next to the input in the tab order, and reports its state with `aria-pressed`.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { autoComplete = 'current-password', showPasswordLabel, hidePasswordLabel, isDisabled, ...rest },
  ref,
) {
  const [isVisible, setVisible] = useState(false);

  return (
    <TextField
      {...rest}
      ref={ref}
      isDisabled={isDisabled}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Shown as text, a password must not be autocorrected, capitalised or sent to a spell-check service.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck="false"
      suffix={
        <VisibilityToggle
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={isDisabled}
          aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
        >
          {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </VisibilityToggle>
      }
    />
  );
});
