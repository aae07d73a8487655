import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/index.ts';
import { FieldListBox, FieldListBoxItem, FieldPopover } from '../Field/list.ts';
import { SelectTrigger, StyledSelect, StyledSelectValue } from './Select.styles.ts';
import type { SelectItem, SelectProps } from './Select.types.ts';

/**
 * One choice from a short, fixed list (up to a dozen or two): a role, a country of a few, a report period.
 * Use a RadioGroup when all options should stay visible, and a ComboBox when the list is long enough to
 * need typing (time zones). The ref reaches the trigger button, so a form library can focus it on error.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    items,
    selectedKey,
    defaultSelectedKey,
    onSelectionChange,
    placeholder,
    ...rest
  },
  ref,
) {
  return (
    <StyledSelect<SelectItem>
      {...rest}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => {
        // A single select never goes back to "nothing selected" by itself.
        if (key !== null) onSelectionChange?.(String(key));
      }}
      placeholder={placeholder}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <SelectTrigger ref={ref}>
        <StyledSelectValue<SelectItem>>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </StyledSelectValue>
        <ChevronDown aria-hidden="true" />
      </SelectTrigger>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FieldPopover>
        <FieldListBox<SelectItem> items={items}>{(item) => <FieldListBoxItem item={item} />}</FieldListBox>
      </FieldPopover>
    </StyledSelect>
  );
});
