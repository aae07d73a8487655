import styled from 'styled-components';

/*
 * 1. Container queries, not media queries: the layout adapts to its own width, so it behaves the same in
 *    the app, in a story frame and in a narrow preview.
 * 2. Below `sm` the card melts into the page: the whole page takes the surface colour and the card loses
 *    its border, shadow and most of its padding.
 * 3. The pattern is CSS gradients only, over the accent tint: a dot grid fading out from the top corner and
 *    two faint accent glows. `black` in the mask is an alpha value, not a colour on screen.
 * 4. The panel is decoration plus a pitch; it is dropped below `lg`, where the form needs all the room.
 * 5. The page height is set once, on the root, so an embedding (a preview frame) can override it there.
 */
export const Root = styled.div`
  container-type: inline-size; /* [1] */
  min-height: 100dvh;
`;

export const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: inherit; /* [5] */
  background: ${({ theme }) => theme.color.bgCanvas};
  color: ${({ theme }) => theme.color.textPrimary};

  @container (width >= ${({ theme }) => theme.breakpoint.lg}) {
    &[data-has-aside] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 0.85fr);
    }
  }
  @container (width < ${({ theme }) => theme.breakpoint.sm}) {
    background: ${({ theme }) => theme.color.bgSurface}; /* [2] */
  }
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[1200]} ${({ theme }) => theme.space[600]};

  @container (width < ${({ theme }) => theme.breakpoint.sm}) {
    justify-content: flex-start;
    padding: ${({ theme }) => theme.space[800]} ${({ theme }) => theme.space[100]};
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[600]};
  width: 100%;
  max-width: 440px;
`;

export const Brand = styled.div`
  display: flex;
  justify-content: center;
`;

export const CardSurface = styled.div`
  padding: ${({ theme }) => theme.space[800]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @container (width < ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space[400]}; /* [2] */
    border-color: transparent;
    border-radius: 0;
    box-shadow: none;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;

export const Aside = styled.aside`
  position: relative;
  display: none; /* [4] */
  overflow: hidden;
  border-left: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background-color: ${({ theme }) => theme.color.accentSubtle};
  isolation: isolate;

  @container (width >= ${({ theme }) => theme.breakpoint.lg}) {
    display: flex;
    align-items: center;
  }

  /* [3] */
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
  }
  &::before {
    background-image: radial-gradient(
      circle at center,
      ${({ theme }) => theme.color.accent} 1px,
      transparent 1.5px
    );
    background-size: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[600]};
    opacity: 0.3;
    mask-image: radial-gradient(ellipse 100% 90% at 100% 0%, black 10%, transparent 80%);
  }
  &::after {
    background:
      radial-gradient(circle at 100% 0%, ${({ theme }) => theme.color.accent} 0%, transparent 50%),
      radial-gradient(circle at 0% 100%, ${({ theme }) => theme.color.accent} 0%, transparent 40%);
    opacity: 0.1;
  }
`;

export const AsideContent = styled.div`
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space[1600]} ${({ theme }) => theme.space[1200]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
`;
