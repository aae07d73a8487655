import { createContext, forwardRef, useContext } from 'react';
import { Heading } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import { Actions, StyledPageHeader, Titles } from './PageHeader.styles.ts';
import type { PageHeaderProps } from './PageHeader.types.ts';

/**
 * What follows every page's title in the browser tab ("Posts · Kestrel"). The app provides its name once at its
 * root; without a provider the tab shows the page's title alone.
 */
export const DocumentTitleSuffix = createContext<string | undefined>(undefined);

/**
 * The document title and the page's one heading, with the page's actions. The heading takes focus
 * (tabIndex -1) after an action that removes what had focus, such as a deletion, so keyboard users are not
 * dropped at the top of the page.
 */
export const PageHeader = forwardRef<HTMLHeadingElement, PageHeaderProps>(function PageHeader(
  { title, documentTitle = title, subtitle, actions },
  ref,
) {
  const suffix = useContext(DocumentTitleSuffix);

  return (
    <StyledPageHeader>
      <title>{suffix ? `${documentTitle} · ${suffix}` : documentTitle}</title>
      <Titles>
        <Heading level={1} ref={ref} tabIndex={-1}>
          {title}
        </Heading>
        {subtitle && <Text tone="secondary">{subtitle}</Text>}
      </Titles>
      {actions && <Actions>{actions}</Actions>}
    </StyledPageHeader>
  );
});
