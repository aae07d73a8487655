import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, onMedia } from '../PostPreview.styles.ts';

/* ---------- Carousel ---------- */

export const Carousel = styled.div<{ $ratio: number }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSubtle};
`;

export const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.standard};

  & > * {
    flex: 0 0 100%;
    height: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SlideButton = styled(AriaButton)`
  position: absolute;
  top: 50%;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  transform: translateY(-50%);

  &[data-slot='previous'] {
    left: ${({ theme }) => theme.space[200]};
  }
  &[data-slot='next'] {
    right: ${({ theme }) => theme.space[200]};
  }
  &[data-hidden] {
    visibility: hidden;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  ${focusRing}
`;

export const Counter = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[300]};
  right: ${({ theme }) => theme.space[300]};
  padding: 0 ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${onMedia.chip};
  color: ${onMedia.text};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
`;

export const Dots = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space[100]};
  transform: translateX(-50%);

  & > span {
    width: ${({ theme }) => theme.space[150]};
    height: ${({ theme }) => theme.space[150]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.borderDefault};
  }
  & > span[data-current] {
    background: ${({ theme }) => theme.color.accent};
  }
`;
