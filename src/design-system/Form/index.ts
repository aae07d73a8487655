export { Form, FormActions } from './Form.tsx';
export {
  FORM_ACTIONS_ALIGNS,
  type FormActionsAlign,
  type FormActionsProps,
  type FormProps,
} from './Form.types.ts';
