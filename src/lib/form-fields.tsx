import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Banner } from '@/design-system/Banner';
import { Checkbox } from '@/design-system/Checkbox';
import { ComboBox } from '@/design-system/ComboBox';
import { PasswordField } from '@/design-system/PasswordField';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Select } from '@/design-system/Select';
import { TextArea } from '@/design-system/TextArea';
import { TextField } from '@/design-system/TextField';

/**
 * Design-system fields bound to react-hook-form: value, change, blur, focus-on-error (through the ref) and the
 * field's error message. Each takes the design-system field's own props besides `control` and `name`.
 */
type Binding<T extends FieldValues> = { control: Control<T>; name: Path<T> };
type Bound<T extends FieldValues, P, Managed extends string = never> = Omit<
  P,
  'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'name' | Managed
> &
  Binding<T>;

/** The props every bound field passes to its design-system field. */
function useFieldBinding<T extends FieldValues>({ control, name }: Binding<T>) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });

  return {
    ref,
    name: fieldName,
    value: value as unknown,
    onChange,
    onBlur,
    errorMessage: fieldState.error?.message,
  };
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof TextField>>) {
  const { value, ...field } = useFieldBinding({ control, name });

  return <TextField {...props} {...field} value={(value as string | undefined) ?? ''} />;
}

export function FormTextArea<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof TextArea>>) {
  const { value, ...field } = useFieldBinding({ control, name });

  return <TextArea {...props} {...field} value={(value as string | undefined) ?? ''} />;
}

/** A password field whose show/hide toggle is labelled in the user's language unless told otherwise. */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  showPasswordLabel,
  hidePasswordLabel,
  ...props
}: Bound<T, React.ComponentProps<typeof PasswordField>, 'showPasswordLabel' | 'hidePasswordLabel'> & {
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}) {
  const { t } = useTranslation();
  const { value, ...field } = useFieldBinding({ control, name });

  return (
    <PasswordField
      {...props}
      {...field}
      value={(value as string | undefined) ?? ''}
      showPasswordLabel={showPasswordLabel ?? t('common.showPassword')}
      hidePasswordLabel={hidePasswordLabel ?? t('common.hidePassword')}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof Checkbox>, 'isSelected' | 'defaultSelected'>) {
  const { value, errorMessage, onBlur: _onBlur, ...field } = useFieldBinding({ control, name });

  return <Checkbox {...props} {...field} errorMessage={errorMessage} isSelected={Boolean(value)} />;
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<
  T,
  React.ComponentProps<typeof Select>,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
>) {
  const { value, onChange, onBlur, ...field } = useFieldBinding({ control, name });

  return (
    <Select
      {...props}
      {...field}
      selectedKey={(value as string | null | undefined) ?? null}
      onSelectionChange={(key) => {
        onChange(key);
        onBlur();
      }}
    />
  );
}

export function FormComboBox<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<
  T,
  React.ComponentProps<typeof ComboBox>,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange'
>) {
  const { value, onChange, ...field } = useFieldBinding({ control, name });

  return (
    <ComboBox
      {...props}
      {...field}
      selectedKey={(value as string | null | undefined) ?? null}
      onSelectionChange={(key) => onChange(key)}
    />
  );
}

export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, React.ComponentProps<typeof RadioGroup>>) {
  const { value, onChange, onBlur, ...field } = useFieldBinding({ control, name });

  return (
    <RadioGroup
      {...props}
      {...field}
      value={(value as string | undefined) ?? ''}
      onChange={(next) => {
        onChange(next);
        onBlur();
      }}
    />
  );
}

/** The message above a form's fields for what no single field owns (wrong credentials, rate limit, network). */
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;

  return (
    <Banner tone="critical" role="alert">
      {message}
    </Banner>
  );
}
