import { forwardRef } from 'react';
import { Actions, Description, IconCircle, StyledEmptyState, Text, Title } from './EmptyState.styles.ts';
import type { EmptyStateProps } from './EmptyState.types.ts';

/**
 * What a list, table or page shows when it has nothing yet: says what is missing, why, and offers the next
 * step ("Connect an account"). Not for errors: use a critical `Banner` when something failed.
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, titleLevel = 2, description, actions, size = 'md', ...rest },
  ref,
) {
  return (
    <StyledEmptyState {...rest} ref={ref} data-size={size}>
      {icon && <IconCircle>{icon}</IconCircle>}
      <Text>
        <Title as={`h${titleLevel}`}>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </StyledEmptyState>
  );
});
