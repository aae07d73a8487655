import { Check } from 'lucide-react';
import { useRef } from 'react';
import {
  Text as AriaText,
  ListBoxContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  type Selection,
} from 'react-aria-components';
import { ListItemCheck, ListItemText } from './Field.styles.ts';
import { StyledListBoxItem } from './FieldList.styles.ts';
import type { FieldListItem } from './Field.types.ts';
import type { ListTrigger } from './use-list-trigger.ts';

/** One option of a Select or ComboBox list: label, optional description, and a check when selected. */
export function FieldListBoxItem({ item }: { item: FieldListItem }) {
  return (
    <StyledListBoxItem id={item.id} textValue={item.label}>
      {({ isSelected }) => (
        <>
          <ListItemText>
            <AriaText slot="label">{item.label}</AriaText>
            {item.description && <AriaText slot="description">{item.description}</AriaText>}
          </ListItemText>
          <ListItemCheck aria-hidden="true">{isSelected && <Check />}</ListItemCheck>
        </>
      )}
    </StyledListBoxItem>
  );
}

type ListTriggerProviderProps = {
  trigger: ListTrigger;
  /** The chosen option's id, or `null`. */
  selectedId: string | null;
  /** Called with the id of the option the user picks, unless it is the chosen one already. */
  onSelect: (id: string) => void;
  children: React.ReactNode;
};

/**
 * The loaded side of `useListTrigger`: gives the popover inside it the trigger's open state and place, and the
 * list box inside that a select's behaviour (focus on the chosen option, choice on release, focus following the
 * pointer, one choice). A choice closes the list, the chosen option too, and focus goes back to the trigger.
 */
export function ListTriggerProvider({ trigger, selectedId, onSelect, children }: ListTriggerProviderProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { state } = trigger;

  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'Select',
            triggerRef: trigger.triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': trigger.labelId,
          },
        ],
        [
          ListBoxContext,
          {
            ...trigger.listProps,
            ref: scrollRef,
            selectionMode: 'single',
            selectedKeys: selectedId === null ? [] : [selectedId],
            // Pressing the chosen option toggles it off: that closes the list too, and the choice stays.
            onSelectionChange: (keys: Selection) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined && String(key) !== selectedId) onSelect(String(key));
              state.close();
            },
            shouldSelectOnPressUp: true,
            shouldFocusOnHover: true,
            // Escape closes the popover instead of clearing the choice.
            escapeKeyBehavior: 'none',
          },
        ],
      ]}
    >
      {children}
    </Provider>
  );
}
