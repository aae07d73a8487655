import { OverlayArrow as AriaOverlayArrow, Tooltip as AriaTooltip } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;

/*
 * 1. Inverse colours stand out from both canvases; the text pair meets 4.5:1 in both themes.
 * 2. A short fade on show only, none under reduced motion.
 */
export const StyledTooltip = styled(AriaTooltip)`
  max-width: calc(${({ theme }) => theme.space[1600]} * 4);
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgInverse}; /* [1] */
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  pointer-events: none;
  outline: none;

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.enter}; /* [2] */
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;

/*
 * The arrow's SVG points down (for `top`); React Aria sets data-placement on it, and it rotates for the others.
 */
export const Arrow = styled(AriaOverlayArrow)`
  svg {
    display: block;
    fill: ${({ theme }) => theme.color.bgInverse};
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
`;
