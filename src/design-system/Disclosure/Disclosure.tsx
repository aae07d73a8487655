import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Content, StyledDetails } from './Disclosure.styles.ts';
import type { DisclosureProps } from './Disclosure.types.ts';

/**
 * A section folded under one line the user opens when they need it: detail most people skip (networks that need
 * configuration, the ids to copy into a file). Built on `<details>`, so the browser's find-in-page opens it and
 * assistive technology announces its state; the open state is kept in React so a re-render never closes it.
 */
export function Disclosure({ summary, children, defaultOpen = false, onToggle, className }: DisclosureProps) {
  const [isOpen, setOpen] = useState(defaultOpen);

  return (
    <StyledDetails
      className={className}
      open={isOpen}
      onToggle={(event) => {
        const open = (event.currentTarget as HTMLDetailsElement).open;
        if (open === isOpen) return;
        setOpen(open);
        onToggle?.(open);
      }}
    >
      <summary>
        <ChevronRight aria-hidden="true" />
        {summary}
      </summary>
      <Content>{children}</Content>
    </StyledDetails>
  );
}
