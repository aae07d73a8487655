import { Modal as AriaModal, ModalOverlay as AriaModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { modalOverlayStyles } from '../Dialog/index.ts';

const slideFromRight = keyframes`from { transform: translateX(24px); opacity: 0; }`;
const slideFromLeft = keyframes`from { transform: translateX(-24px); opacity: 0; }`;

export const StyledOverlay = styled(AriaModalOverlay)`
  ${modalOverlayStyles};
  justify-content: flex-end;

  &[data-placement='left'] {
    justify-content: flex-start;
  }
`;

const WIDTH = { sm: '360px', md: '480px', lg: '640px' } as const;

export const StyledModal = styled(AriaModal)`
  display: flex;
  width: 100%;
  max-width: ${WIDTH.md};
  height: 100%;
  border-left: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;

  &[data-width='sm'] {
    max-width: ${WIDTH.sm};
  }
  &[data-width='lg'] {
    max-width: ${WIDTH.lg};
  }
  &[data-placement='left'] {
    border-left: 0;
    border-right: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
  &[data-entering] {
    animation: ${slideFromRight} ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.enter};
  }
  &[data-placement='left'][data-entering] {
    animation-name: ${slideFromLeft};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering],
    &[data-placement='left'][data-entering] {
      animation: none;
    }
  }
`;

/*
 * 1. Header and footer never scroll: only the body between them does.
 */
export const Header = styled.div`
  display: flex;
  flex: none; /* [1] */
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[400]}
    ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[600]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

/*
 * 1. The title's 24px line centres on the 32px close button.
 */
export const HeaderText = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[100]}; /* [1] */
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[600]};
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex: none; /* [1] */
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[600]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;
