import { TriangleAlert, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { DialogTrigger as AriaDialogTrigger } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import {
  Body,
  Description,
  EndSpacer,
  Footer,
  Header,
  HeaderText,
  StyledDialog,
  StyledModal,
  StyledOverlay,
  Title,
  ToneIcon,
} from './Dialog.styles.ts';
import type { AlertDialogProps, DialogProps } from './Dialog.types.ts';
import { useIsScrollable } from './Dialog.utils.ts';

/** The body: it scrolls when the dialog is taller than the window, and is then reachable by keyboard. */
function ScrollBody({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollable(ref);

  return (
    <Body
      ref={ref}
      className={className}
      tabIndex={isScrollable ? 0 : undefined}
      data-scrollable={isScrollable || undefined}
    >
      {children}
    </Body>
  );
}

/**
 * Opens a `Dialog` (or `AlertDialog`, `Drawer`) from its first child, a button: `<DialogTrigger><Button>Edit
 * </Button><Dialog …/></DialogTrigger>`. React Aria's DialogTrigger, re-exported.
 */
export const DialogTrigger = AriaDialogTrigger;

/**
 * A modal window for a focused task: a short form, a preview, a confirmation. Focus is trapped inside while it
 * is open, Escape (and, if `isDismissable`, a click on the backdrop) closes it, and focus returns to the
 * element that opened it. Control it with `isOpen`/`onOpenChange`, or put it inside a `DialogTrigger`.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  closeLabel,
  role = 'dialog',
  tone = 'neutral',
  className,
  ...overlayProps
}: DialogProps) {
  const descriptionId = useId();

  return (
    <StyledOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <StyledModal data-size={size} className={className}>
        <StyledDialog role={role} aria-describedby={description ? descriptionId : undefined}>
          {({ close }) => (
            <>
              <Header
                data-has-close={closeLabel ? true : undefined}
                data-has-tone={tone === 'critical' || undefined}
              >
                {tone === 'critical' && (
                  <ToneIcon>
                    <TriangleAlert />
                  </ToneIcon>
                )}
                <HeaderText>
                  <Title slot="title">{title}</Title>
                  {description && <Description id={descriptionId}>{description}</Description>}
                </HeaderText>
                {closeLabel && <IconButton slot="close" size="sm" icon={<X />} label={closeLabel} />}
              </Header>
              {children !== undefined && children !== null && (
                <ScrollBody>{typeof children === 'function' ? children({ close }) : children}</ScrollBody>
              )}
              {footer ? (
                <Footer>{typeof footer === 'function' ? footer({ close }) : footer}</Footer>
              ) : (
                <EndSpacer />
              )}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </StyledOverlay>
  );
}

/**
 * A confirmation that interrupts: "Delete this post?". Announced as an `alertdialog`, never closed by a click
 * outside, with Cancel and a confirm button (red for the `critical` tone). Keyboard focus starts on Cancel,
 * the safe choice. Escape cancels.
 */
export function AlertDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'critical',
  size = 'sm',
  ...rest
}: AlertDialogProps) {
  const [isPending, setPending] = useState(false);

  return (
    <Dialog
      {...rest}
      size={size}
      tone={tone}
      role="alertdialog"
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || rest.isKeyboardDismissDisabled}
      footer={({ close }) => (
        <>
          <Button onPress={close} isDisabled={isPending} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'critical' ? 'danger' : 'primary'}
            isLoading={isPending}
            onPress={() => {
              const result = onConfirm?.();
              if (!(result instanceof Promise)) {
                close();
                return;
              }
              setPending(true);
              result.then(
                () => {
                  setPending(false);
                  close();
                },
                () => setPending(false),
              );
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    />
  );
}
