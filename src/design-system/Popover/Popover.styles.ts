import { Dialog, Heading, OverlayArrow, Popover } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. React Aria gives the popover the height there is room for (an inline max-height); the dialog inside shrinks
 *    to it and scrolls, so long content stays in the box. The popover itself does not scroll: it would clip
 *    its arrow.
 */
export const StyledPopover = styled(Popover)`
  --popover-max-width: 320px;

  display: flex; /* [1] */
  flex-direction: column;
  max-width: min(var(--popover-max-width), calc(100vw - ${({ theme }) => theme.space[800]}));
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;

  &[data-width='sm'] {
    --popover-max-width: 240px;
  }
  &[data-width='lg'] {
    --popover-max-width: 400px;
  }

  @media (prefers-reduced-motion: no-preference) {
    &[data-entering] {
      animation: popover-in ${({ theme }) => theme.motion.duration.fast}
        ${({ theme }) => theme.motion.easing.enter};
    }
  }
  @keyframes popover-in {
    from {
      opacity: 0;
      transform: translateY(-2px);
    }
  }
`;

export const Arrow = styled(OverlayArrow)`
  & svg {
    display: block;
    width: 12px;
    height: 12px;
    fill: ${({ theme }) => theme.color.bgSurfaceRaised};
    stroke: ${({ theme }) => theme.color.borderSubtle};
    stroke-width: 1px;
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
  &[data-placement='left'] svg {
    transform: rotate(-90deg);
  }
  &[data-placement='right'] svg {
    transform: rotate(90deg);
  }
`;

export const PopoverDialog = styled(Dialog)`
  display: grid;
  min-height: 0; /* [1] */
  overflow: auto;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  outline: none;
`;

export const PopoverTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
