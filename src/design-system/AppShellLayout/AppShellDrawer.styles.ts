import {
  Dialog as AriaDialog,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translateX(-100%); }`;
const slideOut = keyframes`to { transform: translateX(-100%); }`;

/*
 * 1. Slides in from the left over a dimmed page; the exit animation runs before React Aria unmounts it.
 */
export const DrawerOverlay = styled(AriaModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.bgOverlay};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.enter};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.exit};
  }
`;

export const DrawerModal = styled(AriaModal)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  width: ${({ theme }) => theme.size.sidebar};
  max-width: calc(100vw - ${({ theme }) => theme.space[1200]});
  border-right: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[data-entering] {
    animation: ${slideIn} ${({ theme }) => theme.motion.duration.base}
      ${({ theme }) => theme.motion.easing.enter};
  }
  &[data-exiting] {
    animation: ${slideOut} ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.exit};
  }
`;

export const DrawerDialog = styled(AriaDialog)`
  position: relative;
  display: flex;
  flex: 1 1 auto;
  min-width: 0;
  outline: none;
`;

export const DrawerClose = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[300]};
  right: ${({ theme }) => theme.space[300]};
  z-index: 1;
`;
