import type { RefObject } from 'react';
// React Aria Components' own triggers hand their props to the pressable inside them through this responder
// (react-aria-components imports it from the same path); the versions are pinned together in package.json.
import { PressResponder } from 'react-aria/private/interactions/PressResponder';
import type { RootMenuTriggerState } from 'react-stately';

/**
 * Gives the pressable inside it (a Button, an IconButton, a selector's trigger: any React Aria button, however
 * deeply wrapped) the trigger's props and ref, and the pressed look while its overlay is open, as React Aria's
 * `DialogTrigger` and `MenuTrigger` do.
 */
export function TriggerResponder({
  props,
  triggerRef,
  state,
  children,
}: {
  props: Record<string, unknown>;
  triggerRef: RefObject<HTMLElement | null>;
  state: RootMenuTriggerState;
  children: React.ReactNode;
}) {
  return (
    <PressResponder {...props} ref={triggerRef} isPressed={state.isOpen}>
      {children}
    </PressResponder>
  );
}
