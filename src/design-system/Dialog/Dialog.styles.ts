import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

/*
 * The dimmed layer under every modal (dialogs, drawers).
 * 1. Opening and closing are short fades (≤ 200 ms), none at all under reduced motion; React Aria keeps the
 *    overlay mounted until the closing animation ends, then returns focus.
 */
export const modalOverlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  background: ${({ theme }) => theme.color.bgOverlay};

  /* [1] */
  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.enter};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.exit};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering],
    &[data-exiting] {
      animation: none;
    }
  }
`;

/*
 * 1. The window is the scroll limit: the dialog never grows past it, its body scrolls instead.
 */
export const StyledOverlay = styled(AriaModalOverlay)`
  ${modalOverlayStyles};
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[400]};
`;

const WIDTH = { sm: '400px', md: '560px', lg: '800px' } as const;

export const StyledModal = styled(AriaModal)`
  display: flex;
  width: 100%;
  max-width: ${WIDTH.md};
  max-height: calc(100dvh - ${({ theme }) => theme.space[1600]}); /* [1] */
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;

  &[data-size='sm'] {
    max-width: ${WIDTH.sm};
  }
  &[data-size='lg'] {
    max-width: ${WIDTH.lg};
  }
  &[data-entering] {
    animation: ${riseIn} ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.enter};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;

/* The dialog element of every modal: a column whose body scrolls. */
export const StyledDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-height: 0;
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[500]} ${({ theme }) => theme.space[600]} 0;

  &[data-has-close] {
    padding-right: ${({ theme }) => theme.space[400]};
  }
`;

export const ToneIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.criticalSubtle};
  color: ${({ theme }) => theme.color.criticalText};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

/*
 * 1. The title's 28px line centres on the 32px close button; with a tone icon it centres on the 40px circle.
 */
export const HeaderText = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[50]}; /* [1] */
  overflow-wrap: anywhere;

  [data-has-tone] > & {
    padding-top: ${({ theme }) => theme.space[100]};
  }
`;

/* The title of every modal. */
export const Title = styled(AriaHeading)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/*
 * 1. Only the body scrolls; header and footer stay in view.
 * 2. While it scrolls, hairlines separate it from the fixed header and footer.
 */
export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto; /* [1] */
  padding: ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[600]} 0;
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
  &[data-scrollable] {
    margin-top: ${({ theme }) => theme.space[400]};
    padding-bottom: ${({ theme }) => theme.space[400]};
    border-block: 1px solid ${({ theme }) => theme.color.borderSubtle}; /* [1] */
  }

  [data-has-tone] + & {
    padding-left: calc(
      ${({ theme }) => theme.space[600]} + ${({ theme }) => theme.size.controlMd} +
        ${({ theme }) => theme.space[300]}
    );
  }
`;

export const Footer = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[600]};
`;

export const EndSpacer = styled.div`
  flex: none;
  height: ${({ theme }) => theme.space[600]};
`;
