import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/*
 * 1. Under reduced motion the arc stands still; the label still says something is loading. (The global style
 *    only shortens animations, which for an endless spin means a flicker.)
 * 2. The text shade of the accent: it keeps 3:1 against both canvases, as a graphic must (WCAG 1.4.11).
 */
export const StyledSpinner = styled.span`
  --spinner-size: ${({ theme }) => theme.space[600]};
  --spinner-stroke: ${({ theme }) => theme.space[50]};

  display: inline-flex;
  flex: none;
  width: var(--spinner-size);
  height: var(--spinner-size);

  &[data-size='sm'] {
    --spinner-size: ${({ theme }) => theme.size.icon};
  }
  &[data-size='lg'] {
    --spinner-size: ${({ theme }) => theme.space[800]};
    --spinner-stroke: calc(${({ theme }) => theme.space[50]} * 1.5);
  }
`;

export const Ring = styled.span`
  width: 100%;
  height: 100%;
  border: var(--spinner-stroke) solid ${({ theme }) => theme.color.borderDefault};
  border-top-color: ${({ theme }) => theme.color.accentText}; /* [2] */
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} 0.7s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none; /* [1] */
  }
`;
