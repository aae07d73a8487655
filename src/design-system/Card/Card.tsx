import { forwardRef, useId } from 'react';
import { Actions, Description, HeaderText, StyledCard, StyledCardHeader, Title } from './Card.styles.ts';
import type { CardHeaderProps, CardProps } from './Card.types.ts';

/**
 * A raised surface that groups related content: a chart, a settings block, a form. Give it a `CardHeader`,
 * and pass the header's `titleId` as `aria-labelledby` when the card is a `section` worth naming.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { padding = 'md', as = 'section', children, ...rest },
  ref,
) {
  return (
    <StyledCard {...rest} ref={ref} as={as} data-padding={padding}>
      {children}
    </StyledCard>
  );
});

/** The title row of a Card: a heading, an optional description, and actions at the end. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { title, titleLevel = 2, titleId, description, actions, ...rest },
  ref,
) {
  const generatedId = useId();

  return (
    <StyledCardHeader {...rest} ref={ref}>
      <HeaderText>
        <Title as={`h${titleLevel}`} id={titleId ?? generatedId}>
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </HeaderText>
      {actions && <Actions>{actions}</Actions>}
    </StyledCardHeader>
  );
});
