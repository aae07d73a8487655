import { forwardRef } from 'react';
import { StyledForm, StyledFormActions } from './Form.styles.ts';
import type { FormActionsProps, FormProps } from './Form.types.ts';

/**
 * A form: its fields stacked with even spacing, React Aria validation in `aria` mode (fields show their
 * errors, the browser never blocks submit), and server errors placed on fields through `validationErrors`.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { noValidate = true, children, ...rest },
  ref,
) {
  // React Aria's Form passes DOM attributes through but does not type `noValidate`.
  const formAttributes = { noValidate };

  return (
    <StyledForm {...rest} {...formAttributes} ref={ref} validationBehavior="aria">
      {children}
    </StyledForm>
  );
});

/** The buttons at the end of a form, in a row that stacks on narrow screens. Put the primary action last. */
export const FormActions = forwardRef<HTMLDivElement, FormActionsProps>(function FormActions(
  { align = 'end', children, ...rest },
  ref,
) {
  return (
    <StyledFormActions {...rest} ref={ref} data-align={align}>
      {children}
    </StyledFormActions>
  );
});
