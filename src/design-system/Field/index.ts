// The fields' light pieces: label, description, error, the control's box. The list pieces (popover, list box,
// options, search box) come from './list.ts', so that a field's closed state does not load React Aria's
// collection and overlay code (a styled() call keeps its component in whatever imports the module).
export { FieldErrorText } from './Field.tsx';
export {
  FieldAffix,
  FieldBox,
  fieldControlStyles,
  fieldIconButtonStyles,
  FieldDescription,
  FieldInput,
  FieldLabel,
  FieldListEmpty,
  fieldRootStyles,
  ListItemCheck,
  ListItemText,
  listItemStyles,
} from './Field.styles.ts';
export type { FieldBaseProps, FieldErrorTextProps, FieldListItem } from './Field.types.ts';
export { useListTrigger, type ListTrigger, type ListTriggerOptions } from './use-list-trigger.ts';
