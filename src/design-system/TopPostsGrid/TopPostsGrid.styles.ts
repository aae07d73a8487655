import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { balancedColumnQueries } from './TopPostsGrid.utils.ts';

/** The list's box, which its columns follow (a container query: the card's width, not the window's). */
export const ListFrame = styled.div`
  container-type: inline-size;
`;

/*
 * 1. As many columns as cards of `$min` fit, but in rows as even as they can be: five cards where four fit go
 *    three and two, never four and one left alone.
 */
export const List = styled.ul<{ $count: number; $min: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $count, $min, theme }) => balancedColumnQueries($count, $min, parseFloat(theme.space[400]))}/* [1] */
`;

/* The whole card is one button: one tab stop, one accessible name read in order. */
export const Card = styled(Button)`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.borderStrong};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const Media = styled.span`
  position: relative;
  display: block;
  flex: none;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSubtle};

  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/* The tile without an image: the network's colour as a band, an icon in the middle. */
export const Fallback = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  border-top: 4px solid var(--network-color);
  color: ${({ theme }) => theme.color.textMuted};

  svg {
    width: ${({ theme }) => theme.space[800]};
    height: ${({ theme }) => theme.space[800]};
  }
`;

export const Rank = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  left: ${({ theme }) => theme.space[200]};
  display: grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Body = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
`;

export const Meta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const NetworkDot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[200]};
  height: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--network-color);
`;

export const Caption = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  min-height: calc(2 * ${({ theme }) => theme.font.size.sm.lineHeight});
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  overflow-wrap: anywhere;
`;

export const Metric = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[100]};
  margin-top: auto;
  font-variant-numeric: tabular-nums;
`;

export const MetricValue = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const MetricLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;
