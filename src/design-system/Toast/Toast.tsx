import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Actions, Content, Description, StyledRegion, StyledToast, Title, ToneIcon } from './Toast.styles.ts';
import type { ToastData, ToastOptions, ToastQueue, ToastRegionProps, ToastTone } from './Toast.types.ts';
import { closeToast, toast, toastQueue } from './Toast.utils.ts';

const ICONS: Record<ToastTone, React.ReactNode> = {
  neutral: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  critical: <CircleAlert />,
};

/**
 * Where toasts appear: a landmark in the bottom-right corner, above everything but tooltips. Mount it once
 * near the app root, then call `toast({ title, tone })` (or `useToast().toast`) from anywhere. Each toast is
 * announced (`role="alert"`), pauses its timer while hovered or focused, and closes with its × button. F6
 * moves focus to the region.
 */
export function ToastRegion({ queue = toastQueue, closeLabel, className, ...rest }: ToastRegionProps) {
  return (
    <StyledRegion<ToastData> {...rest} queue={queue} className={className}>
      {({ toast: queued }) => {
        const { title, description, tone, action } = queued.content;
        return (
          <StyledToast toast={queued} data-tone={tone}>
            <ToneIcon>{ICONS[tone]}</ToneIcon>
            <Content>
              <Title slot="title">{title}</Title>
              {description && <Description slot="description">{description}</Description>}
            </Content>
            <Actions>
              {action && (
                <Button
                  size="sm"
                  variant="tertiary"
                  onPress={() => {
                    action.onAction();
                    queue.close(queued.key);
                  }}
                >
                  {action.label}
                </Button>
              )}
              <IconButton slot="close" size="sm" icon={<X />} label={closeLabel} />
            </Actions>
          </StyledToast>
        );
      }}
    </StyledRegion>
  );
}

/**
 * `toast` and `close` bound to a queue (the app-wide one by default), for components:
 * `const { toast } = useToast(); toast({ title: 'Post scheduled', tone: 'success' })`.
 */
export function useToast(queue: ToastQueue = toastQueue) {
  return useMemo(
    () => ({
      toast: (options: ToastOptions) => toast(options, queue),
      close: (key: string) => closeToast(key, queue),
    }),
    [queue],
  );
}
