import { GridList, GridListItem } from 'react-aria-components';
import styled from 'styled-components';
import { palette } from '@/design-system/theme';

/** Fixed dark chips over pictures: readable on any thumbnail, in both themes. */
const chip = `color-mix(in srgb, ${palette.gray[950]} 72%, transparent)`;

/*
 * 1. As many columns as fit at the smallest tile width; tiles stretch to fill the row.
 * 2. A square preview: pictures of any shape are shown whole (contain) on a subtle backdrop.
 */
export const StyledGrid = styled(GridList)`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--media-min-tile, 160px), 1fr)); /* [1] */
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  outline: none;

  &[data-focus-visible] {
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-empty] {
    display: block;
  }
` as typeof GridList;

export const Tile = styled(GridListItem)`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: border-color ${({ theme }) => theme.motion.duration.fast};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.bgSelected};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Preview = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1; /* [2] */
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  > svg {
    width: 40px;
    height: 40px;
  }
`;

export const KindChip = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[200]};
  inset-inline-start: ${({ theme }) => theme.space[200]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${chip};
  color: ${palette.gray[0]};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  svg {
    width: 12px;
    height: 12px;
  }
`;

export const Check = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[200]};
  inset-inline-end: ${({ theme }) => theme.space[200]};
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 2px solid ${palette.gray[0]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${chip};
  color: ${palette.gray[0]};

  svg {
    width: 14px;
    height: 14px;
    visibility: hidden;
  }
  [data-selected] & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  [data-selected] & svg {
    visibility: visible;
  }
`;

export const Caption = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
`;

export const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Details = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
  margin-block-start: ${({ theme }) => theme.space[100]};
`;

export const MiniTag = styled.span`
  max-width: 100%;
  overflow: hidden;
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SkeletonTile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding-block-end: ${({ theme }) => theme.space[200]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;

  > :not(:first-child) {
    margin-inline: ${({ theme }) => theme.space[300]};
  }
`;

export const LoadingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--media-min-tile, 160px), 1fr));
  gap: ${({ theme }) => theme.space[300]};
`;
