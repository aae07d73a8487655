// The fields' list pieces: what a Select, ComboBox or selector shows once its list opens (see index.ts).
export { FieldListBoxItem } from './FieldList.tsx';
export { FieldListBox, FieldPopover, ListSearchField } from './FieldList.styles.ts';
export { ListTriggerProvider } from './FieldList.tsx';
