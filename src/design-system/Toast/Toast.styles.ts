import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text as AriaText,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const enter = keyframes`from { opacity: 0; transform: translateY(8px); }`;

const TOAST_WIDTH = '360px';

/*
 * 1. The newest toast is first in the queue: reversing the column puts it at the bottom, nearest the corner.
 * 2. The region never blocks the page around its toasts.
 */
export const StyledRegion = styled(AriaToastRegion)`
  position: fixed;
  right: ${({ theme }) => theme.space[400]};
  bottom: ${({ theme }) => theme.space[400]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column-reverse; /* [1] */
  gap: ${({ theme }) => theme.space[200]};
  width: min(${TOAST_WIDTH}, calc(100vw - ${({ theme }) => theme.space[800]}));
  pointer-events: none; /* [2] */
  outline: none;

  & > * {
    pointer-events: auto;
  }
  &[data-focus-visible] {
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
` as typeof AriaToastRegion;

/*
 * 1. Tones only set the icon colour (the text says what happened, never colour alone).
 * 2. A short rise on arrival, none under reduced motion.
 */
export const StyledToast = styled(AriaToast)`
  --toast-icon: ${({ theme }) => theme.color.textSecondary};

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[200]}
    ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;
  animation: ${enter} ${({ theme }) => theme.motion.duration.base} ${({ theme }) => theme.motion.easing.enter}; /* [2] */

  /* [1] */
  &[data-tone='success'] {
    --toast-icon: ${({ theme }) => theme.color.successText};
  }
  &[data-tone='warning'] {
    --toast-icon: ${({ theme }) => theme.color.warningText};
  }
  &[data-tone='critical'] {
    --toast-icon: ${({ theme }) => theme.color.criticalText};
    border-color: ${({ theme }) => theme.color.criticalBorder};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
` as typeof AriaToast;

/*
 * 1. The 16px icon centres on the title's first 20px line; the toast's 12px top padding plus the close button's
 *    offset keeps everything on the 4px grid.
 */
export const ToneIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.size.controlSm};
  color: var(--toast-icon);

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/*
 * 1. The text starts level with the 32px close button: (32 - 20) / 2.
 */
export const Content = styled(AriaToastContent)`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[150]} 0; /* [1] */
  overflow-wrap: anywhere;
`;

export const Title = styled(AriaText)`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Description = styled(AriaText)`
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
`;
