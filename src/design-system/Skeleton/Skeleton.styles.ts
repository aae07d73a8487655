import styled, { css, keyframes } from 'styled-components';
import type { radius } from '../theme/tokens.ts';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

type BarProps = { $width?: string; $height?: string; $radius: keyof typeof radius };

/*
 * 1. A band of the pressed colour slides across the subtle one: visible on both canvases, never high contrast.
 * 2. Reduced motion: a still bar (the global style would otherwise run the loop at a flicker).
 */
const bar = css<BarProps>`
  display: block;
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  background: ${({ theme }) => theme.color.bgSubtle};

  &[data-animated] {
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.bgSubtle} 25%,
      ${({ theme }) => theme.color.bgPressed} 50%,
      ${({ theme }) => theme.color.bgSubtle} 75%
    ); /* [1] */
    background-size: 200% 100%;
    animation: ${shimmer} 1.6s ${({ theme }) => theme.motion.easing.standard} infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-animated] {
      background: ${({ theme }) => theme.color.bgSubtle};
      animation: none; /* [2] */
    }
  }
`;

export const SkeletonBlock = styled.div<BarProps>`
  ${bar};
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ theme, $height }) => $height ?? theme.font.size.md.lineHeight};
`;

export const SkeletonLines = styled.div<{ $width?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  width: ${({ $width }) => $width ?? '100%'};
`;

export const SkeletonLine = styled.span<BarProps>`
  ${bar};
  width: 100%;
  height: ${({ theme, $height }) => $height ?? theme.space[300]};

  &:last-child:not(:first-child) {
    width: 60%;
  }
`;
