import { Button, DropIndicator, GridList, GridListItem } from 'react-aria-components';
import styled from 'styled-components';
import { palette } from '@/design-system/theme';

/** Fixed dark chips over pictures: readable on any thumbnail, in both themes. */
const chip = `color-mix(in srgb, ${palette.gray[950]} 72%, transparent)`;

/*
 * 1. A wrapping flex row rather than a CSS grid: React Aria inserts drop indicators between the tiles while
 *    dragging, and a grid would give each one a cell. Here an indicator is a zero-net-width flex item (its
 *    negative margins cancel its width and one gap), drawn as a line between two tiles, so nothing moves.
 * 2. Three tiles and two gaps per row; the 1px of slack keeps rounding from wrapping the third tile.
 */
export const StyledGrid = styled(GridList)`
  --feed-gap: ${({ theme }) => theme.space[100]};

  display: flex; /* [1] */
  flex-wrap: wrap;
  gap: var(--feed-gap);
  min-width: 0;
  outline: none;

  &[data-focus-visible] {
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-empty] {
    display: block;
  }
` as typeof GridList;

export const Tile = styled(GridListItem)`
  position: relative;
  flex: 0 0 calc((100% - 2 * var(--feed-gap) - 1px) / 3); /* [2] */
  min-width: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  outline: none;
  cursor: default;
  -webkit-tap-highlight-color: transparent;

  &[data-planned] {
    cursor: grab;
  }
  &[data-planned]::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 2px dashed ${({ theme }) => theme.color.accent};
    border-radius: inherit;
    pointer-events: none;
  }
  &[data-hovered] img {
    filter: brightness(0.92);
  }
  &[data-dragging] {
    opacity: 0.4;
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
    overflow: visible;
  }
  &[data-focus-visible] > * {
    border-radius: inherit;
  }
`;

export const TileMedia = styled.div<{ $ratio: number }>`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
    -webkit-user-drag: none;
  }
  & > svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
  }
`;

export const KindIcon = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  top: ${({ theme }) => theme.space[150]};
  right: ${({ theme }) => theme.space[150]};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${chip};
  color: ${palette.gray[0]};

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
  }
`;

export const PlannedBadge = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  left: ${({ theme }) => theme.space[150]};
  bottom: ${({ theme }) => theme.space[150]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  max-width: calc(100% - ${({ theme }) => theme.space[300]});
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    flex: none;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/* [1] */
export const StyledDropIndicator = styled(DropIndicator)`
  --indicator-width: ${({ theme }) => theme.space[50]};

  flex: 0 0 var(--indicator-width);
  align-self: stretch;
  margin-inline: calc((var(--indicator-width) + var(--feed-gap)) / -2);
  border-radius: ${({ theme }) => theme.radius.full};
  outline: none;

  &[data-drop-target] {
    background: ${({ theme }) => theme.color.accent};
  }
`;

export const DragHandle = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[150]};
  left: ${({ theme }) => theme.space[150]};
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${chip};
  color: ${palette.gray[0]};
  cursor: grab;

  &[data-hidden] {
    display: none;
  }
  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
