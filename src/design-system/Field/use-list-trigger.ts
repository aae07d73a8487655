import { useId, type ForwardedRef, type RefObject } from 'react';
import type { ButtonProps } from 'react-aria-components';
import { setInteractionModality } from 'react-aria';
import type { MenuTriggerState } from 'react-stately';
import { useLazyMenuTrigger } from '../lazy/index.ts';

export type ListTriggerOptions = {
  /** Whether the list is open (controlled). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
  /** Whether a description under the label describes the trigger. */
  hasDescription?: boolean;
};

/** What `useListTrigger` gives the trigger (in the page) and the list (loaded when it opens). */
export type ListTrigger = {
  state: MenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** For the trigger, a React Aria `Button`: opens like a select's, named by its value then its label. */
  triggerProps: ButtonProps & React.AriaAttributes & { id?: string };
  /** For the list box: its id (the trigger's `aria-controls`), its name (the label) and where focus goes. */
  listProps: {
    id?: string;
    'aria-labelledby': string;
    autoFocus: boolean | 'first' | 'last';
  };
  /** For the `FieldLabel`: its id, and a click on it focuses the trigger (showing the focus ring), as a select's. */
  labelProps: { id: string; elementType: 'span'; onClick: () => void };
  labelId: string;
  valueId: string;
  descriptionId: string;
};

/**
 * A select's trigger without its list: the open state (controlled or not) and the trigger's behaviour, as React
 * Aria's Select gives them (a press or Enter, Space, ArrowDown or ArrowUp opens; focus goes to the selected
 * option), while the list box and its popover stay in a module loaded when the list first opens. A `Select`
 * cannot be split so: it builds its collection and selection state in the trigger.
 */
export function useListTrigger(
  { isOpen, onOpenChange, isDisabled = false, hasDescription = false }: ListTriggerOptions,
  ref: ForwardedRef<HTMLButtonElement>,
): ListTrigger {
  const { overlay, triggerRef, triggerProps } = useLazyMenuTrigger(
    { isOpen, onOpenChange, type: 'listbox', isDisabled },
    ref,
  );
  const { state, menuProps } = overlay;
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();

  return {
    state,
    triggerRef,
    triggerProps: {
      ...triggerProps,
      isDisabled,
      // As a select's: the value first, then the label ("EMEA brands 12 profiles Group").
      'aria-labelledby': `${valueId} ${labelId}`,
      'aria-describedby': hasDescription ? descriptionId : undefined,
    },
    listProps: {
      id: menuProps.id as string | undefined,
      'aria-labelledby': labelId,
      autoFocus: state.focusStrategy ?? true,
    },
    labelProps: {
      id: labelId,
      elementType: 'span',
      onClick: () => {
        if (isDisabled) return;
        triggerRef.current?.focus();
        setInteractionModality('keyboard');
      },
    },
    labelId,
    valueId,
    descriptionId,
  };
}
