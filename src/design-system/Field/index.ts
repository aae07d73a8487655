export { FieldErrorText, FieldListBoxItem } from './Field.tsx';
export {
  FieldAffix,
  FieldBox,
  fieldControlStyles,
  FieldDescription,
  FieldInput,
  FieldLabel,
  FieldListBox,
  FieldListEmpty,
  FieldPopover,
  fieldRootStyles,
} from './Field.styles.ts';
export type { FieldBaseProps, FieldErrorTextProps, FieldListItem } from './Field.types.ts';
