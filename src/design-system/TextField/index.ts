export { TextField } from './TextField.tsx';
export { TEXT_FIELD_TYPES, type TextFieldProps, type TextFieldType } from './TextField.types.ts';
