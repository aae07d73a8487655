import { CircleAlert } from 'lucide-react';
import { forwardRef } from 'react';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { IconCircle, Message, Panel } from './LoadError.styles.ts';
import type { LoadErrorProps } from './LoadError.types.ts';

/**
 * What shows in place of something that could not be loaded: says so, and offers to load it again. Announced
 * at once (`role="alert"`). `inline` sits where the content would have been; `panel` stands alone when the
 * failure is all there is (a page that cannot start). For a failed action, not a load, use a critical `Banner`.
 */
export const LoadError = forwardRef<HTMLDivElement, LoadErrorProps>(function LoadError(
  { message, onRetry, retryLabel, variant = 'inline', ...rest },
  ref,
) {
  if (variant === 'panel') {
    return (
      <Panel {...rest} ref={ref} role="alert" data-variant="panel">
        <IconCircle>
          <CircleAlert />
        </IconCircle>
        <Message>{message}</Message>
        <Button onPress={onRetry}>{retryLabel}</Button>
      </Panel>
    );
  }

  return (
    <Banner
      {...rest}
      ref={ref}
      tone="critical"
      role="alert"
      data-variant="inline"
      action={
        <Button size="sm" onPress={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Banner>
  );
});
