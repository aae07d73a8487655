import { Button as AriaButton } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/*
 * 1. Variants only swap custom properties (data-variant), so the rule set never changes per render.
 * 2. React Aria's data attributes carry hover, press and keyboard focus, for mouse, touch and keys alike.
 */
export const StyledButton = styled(AriaButton)`
  --button-bg: ${({ theme }) => theme.color.bgSurface};
  --button-bg-hover: ${({ theme }) => theme.color.bgHover};
  --button-bg-pressed: ${({ theme }) => theme.color.bgPressed};
  --button-fg: ${({ theme }) => theme.color.textPrimary};
  --button-border: ${({ theme }) => theme.color.borderDefault};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: 1px solid var(--button-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast};
  -webkit-tap-highlight-color: transparent;

  &[data-size='sm'] {
    height: ${({ theme }) => theme.size.controlSm};
    padding: 0 ${({ theme }) => theme.space[300]};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  }
  &[data-size='lg'] {
    height: ${({ theme }) => theme.size.controlLg};
    padding: 0 ${({ theme }) => theme.space[600]};
    font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  }
  &[data-full-width] {
    width: 100%;
  }

  /* [1] */
  &[data-variant='primary'] {
    --button-bg: ${({ theme }) => theme.color.accent};
    --button-bg-hover: ${({ theme }) => theme.color.accentHover};
    --button-bg-pressed: ${({ theme }) => theme.color.accentPressed};
    --button-fg: ${({ theme }) => theme.color.textOnAccent};
    --button-border: transparent;
  }
  &[data-variant='tertiary'] {
    --button-bg: transparent;
    --button-fg: ${({ theme }) => theme.color.accentText};
    --button-border: transparent;
  }
  &[data-variant='danger'] {
    --button-bg: ${({ theme }) => theme.color.critical};
    --button-bg-hover: ${({ theme }) => theme.color.criticalHover};
    --button-bg-pressed: ${({ theme }) => theme.color.criticalHover};
    --button-fg: ${({ theme }) => theme.color.textOnAccent};
    --button-border: transparent;
  }

  /* [2] */
  &[data-hovered] {
    background: var(--button-bg-hover);
  }
  &[data-pressed] {
    background: var(--button-bg-pressed);
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-pending] {
    cursor: progress;
  }
  &[data-pending] > [data-part='label'] {
    visibility: hidden;
  }
`;

export const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    flex: none;
  }
`;

export const SpinnerOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  &::after {
    content: '';
    width: 16px;
    height: 16px;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.7s linear infinite;
  }
`;
