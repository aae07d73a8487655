import { forwardRef } from 'react';
import {
  Aside,
  AsideContent,
  Brand,
  CardSurface,
  Column,
  Footer,
  Frame,
  Main,
  Root,
} from './AuthLayout.styles.ts';
import type { AuthLayoutProps } from './AuthLayout.types.ts';

/**
 * The frame of the signed-out screens (sign in, sign up, password reset): the brand, one centred card with the
 * form, links under it, and on wide screens an optional accent panel with a short pitch.
 */
export const AuthLayout = forwardRef<HTMLDivElement, AuthLayoutProps>(function AuthLayout(
  { brand, children, footer, aside, ...rest },
  ref,
) {
  return (
    <Root {...rest} ref={ref}>
      <Frame data-has-aside={aside ? true : undefined}>
        <Main>
          <Column>
            <Brand>{brand}</Brand>
            <CardSurface>{children}</CardSurface>
            {footer && <Footer>{footer}</Footer>}
          </Column>
        </Main>
        {aside && (
          <Aside>
            <AsideContent>{aside}</AsideContent>
          </Aside>
        )}
      </Frame>
    </Root>
  );
});
