export { FieldErrorText, FieldListBoxItem } from './Field.tsx';
export {
  FieldAffix,
  FieldBox,
  fieldControlStyles,
  fieldIconButtonStyles,
  FieldDescription,
  FieldInput,
  FieldLabel,
  FieldListBox,
  FieldListEmpty,
  FieldPopover,
  fieldRootStyles,
  ListItemCheck,
  ListItemText,
  listItemStyles,
  ListSearchField,
  StyledListBoxItem,
} from './Field.styles.ts';
export type { FieldBaseProps, FieldErrorTextProps, FieldListItem } from './Field.types.ts';
