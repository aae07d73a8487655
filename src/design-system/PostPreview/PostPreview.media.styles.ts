import styled, { css } from 'styled-components';
import { onMedia } from './PostPreview.styles.ts';

/* ---------- Media ---------- */

export const Tile = styled.div<{ $ratio?: number }>`
  position: relative;
  display: grid;
  place-items: center;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $ratio }) =>
    $ratio !== undefined &&
    css`
      aspect-ratio: ${$ratio};
    `}

  &[data-fill] {
    position: absolute;
    inset: 0;
  }
  [data-layout='fullscreen'] & {
    background: ${onMedia.tile};
    color: ${onMedia.textSecondary};
  }

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > svg {
    width: ${({ theme }) => theme.space[800]};
    height: ${({ theme }) => theme.space[800]};
  }
`;

export const PlayBadge = styled.span.attrs({ 'aria-hidden': true })`
  position: absolute;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[1200]};
  height: ${({ theme }) => theme.space[1200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${onMedia.chip};
  color: ${onMedia.text};

  svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
    fill: currentColor;
  }
`;

export const Grid = styled.div<{ $ratio: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[50]};
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;

  &[data-count='2'] {
    grid-template-columns: 1fr 1fr;
  }
  &[data-count='3'] {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: 1fr 1fr;
    & > :first-child {
      grid-row: span 2;
    }
  }
  &[data-count='4'] {
    grid-template-columns: 1fr 1fr;
    grid-template-rows: 1fr 1fr;
  }
  &[data-rounded] {
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

export const MoreCount = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${onMedia.scrim};
  color: ${onMedia.text};
  font-size: ${({ theme }) => theme.font.size.xl.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

/* ---------- Link card ---------- */

export const LinkCard = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bgSubtle};

  &[data-rounded] {
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.bgSurface};
  }
`;

export const LinkText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const LinkDomain = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  text-overflow: ellipsis;
  text-transform: uppercase;
  white-space: nowrap;
`;

export const LinkTitle = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
