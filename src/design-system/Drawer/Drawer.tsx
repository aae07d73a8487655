import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { ModalDialog, ModalTitle, useIsScrollable } from '../Dialog/index.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  Body,
  Description,
  Footer,
  Header,
  HeaderText,
  StyledModal,
  StyledOverlay,
} from './Drawer.styles.ts';
import type { DrawerProps } from './Drawer.types.ts';

function ScrollBody({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);

  return (
    <Body ref={ref} tabIndex={isScrollable ? 0 : undefined}>
      {children}
    </Body>
  );
}

/**
 * A full-height side sheet over the page, for details and secondary tasks that keep the page in context: a
 * post's details, filters, a profile's settings. Same behaviour as `Dialog` (focus trap, Escape, focus
 * return); control it with `isOpen`/`onOpenChange` or put it inside a `DialogTrigger`.
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  closeLabel,
  width = 'md',
  placement = 'right',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  className,
  ...overlayProps
}: DrawerProps) {
  const descriptionId = useId();

  return (
    <StyledOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      data-placement={placement}
    >
      <StyledModal data-width={width} data-placement={placement} className={className}>
        <ModalDialog aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <Header>
                <HeaderText>
                  <ModalTitle slot="title">{title}</ModalTitle>
                  {description && <Description id={descriptionId}>{description}</Description>}
                </HeaderText>
                <IconButton slot="close" size="sm" icon={<X />} label={closeLabel} />
              </Header>
              <ScrollBody>{typeof children === 'function' ? children({ close }) : children}</ScrollBody>
              {footer && <Footer>{typeof footer === 'function' ? footer({ close }) : footer}</Footer>}
            </>
          )}
        </ModalDialog>
      </StyledModal>
    </StyledOverlay>
  );
}
