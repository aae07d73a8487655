import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/design-system/Checkbox';
import { ComboBox } from '@/design-system/ComboBox';
import { PasswordField } from '@/design-system/PasswordField';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Select } from '@/design-system/Select';
import { TextField } from '@/design-system/TextField';

/**
 * Design-system fields bound to react-hook-form: value, change, blur, focus-on-error (through the ref) and the
 * field's error message. Each takes the design-system field's own props besides `control` and `name`.
 */
type Bound<T extends FieldValues, P> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'name'
> & {
  control: Control<T>;
  name: Path<T>;
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof TextField>>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return (
    <TextField
      {...props}
      ref={ref}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof PasswordField>>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return (
    <PasswordField
      {...props}
      ref={ref}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<Bound<T, React.ComponentProps<typeof Checkbox>>, 'isSelected' | 'defaultSelected'>) {
  const {
    field: { ref, name: fieldName, value, onChange },
  } = useController({ control, name });

  return <Checkbox {...props} ref={ref} name={fieldName} isSelected={Boolean(value)} onChange={onChange} />;
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<
  Bound<T, React.ComponentProps<typeof Select>>,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return (
    <Select
      {...props}
      ref={ref}
      name={fieldName}
      selectedKey={(value as string | null | undefined) ?? null}
      onSelectionChange={(key) => {
        onChange(key);
        onBlur();
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}

export function FormComboBox<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<
  Bound<T, React.ComponentProps<typeof ComboBox>>,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return (
    <ComboBox
      {...props}
      ref={ref}
      name={fieldName}
      selectedKey={(value as string | null | undefined) ?? null}
      onSelectionChange={(key) => onChange(key)}
      onBlur={onBlur}
      errorMessage={fieldState.error?.message}
    />
  );
}

export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof RadioGroup>>) {
  const {
    field: { name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return (
    <RadioGroup
      {...props}
      name={fieldName}
      value={(value as string | undefined) ?? ''}
      onChange={(value) => {
        onChange(value);
        onBlur();
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}
