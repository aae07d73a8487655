import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';
import { ListLayout, Virtualizer } from 'react-aria-components';
import {
  FieldBox,
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldListEmpty,
} from '../Field/index.ts';
import { FieldListBox, FieldListBoxItem, FieldPopover } from '../Field/list.ts';
import { ComboBoxButton, StyledComboBox } from './ComboBox.styles.ts';
import type { ComboBoxItem, ComboBoxProps } from './ComboBox.types.ts';

/*
 * Rows are measured after they render (a description makes one taller); the estimate is one line with its
 * padding, so the scroll height is close before any is measured. Padding matches the list box's.
 */
const LAYOUT_OPTIONS = { estimatedRowSize: 32, padding: 4 };

/**
 * One choice from a long list, found by typing: time zones, countries, languages. The list is virtualized, so
 * hundreds of options stay fast. Use a Select for a short list. The ref reaches the <input>, so a form library
 * can focus it on error.
 */
export const ComboBox = forwardRef<HTMLInputElement, ComboBoxProps>(function ComboBox(
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
    emptyLabel,
    menuTrigger = 'focus',
    ...rest
  },
  ref,
) {
  return (
    <StyledComboBox<ComboBoxItem>
      {...rest}
      defaultItems={items}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key === null ? null : String(key))}
      menuTrigger={menuTrigger}
      allowsEmptyCollection
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldBox>
        <FieldInput ref={ref} placeholder={placeholder} />
        <ComboBoxButton>
          <ChevronDown aria-hidden="true" />
        </ComboBoxButton>
      </FieldBox>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <FieldPopover>
        <Virtualizer layout={ListLayout} layoutOptions={LAYOUT_OPTIONS}>
          <FieldListBox<ComboBoxItem>
            data-virtualized
            renderEmptyState={() => <FieldListEmpty>{emptyLabel}</FieldListEmpty>}
          >
            {(item) => <FieldListBoxItem item={item} />}
          </FieldListBox>
        </Virtualizer>
      </FieldPopover>
    </StyledComboBox>
  );
});
