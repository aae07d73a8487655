import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { palette } from '@/design-system/theme';

/*
 * Full-screen formats (stories, reels, TikTok, Shorts) are dark in every theme, like the apps themselves: their
 * colours come from the fixed palette, not from the theme. The scrim under overlaid text is dark enough for
 * white text at 4.5:1 over any picture or placeholder.
 */
const onMedia = {
  bg: palette.gray[950],
  tile: palette.gray[800],
  text: palette.gray[0],
  textSecondary: palette.gray[200],
  scrim: `color-mix(in srgb, ${palette.gray[950]} 72%, transparent)`,
  chip: `color-mix(in srgb, ${palette.gray[950]} 64%, transparent)`,
  track: `color-mix(in srgb, ${palette.gray[0]} 40%, transparent)`,
};

const focusRing = css`
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

/*
 * 1. The preview takes its container's width up to a phone's (384 px; 288 px for full-screen formats).
 * 2. `min-width: 0` lets it shrink in grid and flex layouts.
 */
export const Frame = styled.article`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0; /* [2] */
  max-width: calc(${({ theme }) => theme.space[1600]} * 6); /* [1] */
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  text-align: start;

  &[data-layout='fullscreen'] {
    position: relative;
    max-width: calc(${({ theme }) => theme.space[1200]} * 6); /* [1] */
    aspect-ratio: 9 / 16;
    border-color: transparent;
    background: ${onMedia.bg};
    color: ${onMedia.text};
  }
  &[data-layout='pin'] {
    max-width: calc(${({ theme }) => theme.space[1600]} * 4);
    gap: ${({ theme }) => theme.space[200]};
    border: none;
    border-radius: 0;
    background: transparent;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[300]};

  &[data-size='lg'] {
    gap: ${({ theme }) => theme.space[300]};
    padding: ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[400]}
      ${({ theme }) => theme.space[300]};
  }
`;

export const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Name = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-tone='media'] {
    color: ${onMedia.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  }
`;

export const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  white-space: nowrap;
  text-overflow: ellipsis;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    flex: none;
  }
`;

/* The name keeps its room; the handle and time after it shrink first and end with an ellipsis. */
export const InlineRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  white-space: nowrap;
`;

export const Secondary = styled.span`
  flex: 0 1000 auto;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const HeaderIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

/* ---------- Caption ---------- */

export const CaptionText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;

  &:focus {
    outline: none;
  }
  &[data-clamp='2'] {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

export const Token = styled.span`
  color: ${({ theme }) => theme.color.textLink};

  [data-tone='media'] & {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Strong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const MoreButton = styled(AriaButton)`
  display: inline;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  [data-tone='media'] & {
    color: ${onMedia.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-hovered] {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[300]};

  &[data-size='lg'] {
    padding: 0 ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[300]};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
`;

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

/* ---------- Engagement chrome ---------- */

export const ActionIcons = styled.div.attrs({ 'aria-hidden': true })`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textPrimary};

  svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
  }
  & > [data-end] {
    margin-inline-start: auto;
  }
  &[data-compact] {
    gap: ${({ theme }) => theme.space[500]};
    padding: ${({ theme }) => theme.space[200]} 0 0;
    color: ${({ theme }) => theme.color.textSecondary};

    svg {
      width: ${({ theme }) => theme.size.iconLg};
      height: ${({ theme }) => theme.size.iconLg};
    }
  }
  &[data-spread] {
    justify-content: space-between;
  }
`;

export const LabelledActions = styled.div`
  display: flex;
  margin: 0 ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[100]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const LabelledAction = styled.span`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[200]} 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    flex: none;
  }
`;

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

/* ---------- Full-screen formats ---------- */

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const Progress = styled.div.attrs({ 'aria-hidden': true })`
  display: flex;
  gap: ${({ theme }) => theme.space[50]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[200]} 0;

  & > span {
    flex: 1;
    height: ${({ theme }) => theme.space[50]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${onMedia.track};
  }
  & > span[data-done] {
    background: ${onMedia.text};
  }
`;

export const MediaHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  margin: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]}
    ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${onMedia.chip};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  align-self: flex-start;
  max-width: calc(100% - ${({ theme }) => theme.space[400]});
`;

/* 1. The scrim fades in above the text and is solid behind it, so the text keeps its contrast. */
export const MediaFooter = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[1000]} ${({ theme }) => theme.space[300]}
    ${({ theme }) => theme.space[300]};
  background: linear-gradient(transparent, ${onMedia.scrim} ${({ theme }) => theme.space[1000]}); /* [1] */
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;

export const MediaFooterText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const MediaSecondary = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  overflow: hidden;
  color: ${onMedia.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  white-space: nowrap;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    flex: none;
  }
`;

export const Ellipsis = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const FollowChip = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid ${onMedia.text};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
`;

export const Rail = styled.div.attrs({ 'aria-hidden': true })`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  color: ${onMedia.text};

  svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
    filter: drop-shadow(0 0 1px ${palette.gray[950]});
  }
`;

/* ---------- YouTube and Pinterest ---------- */

export const VideoRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
`;

export const VideoTitle = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const PinMedia = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
`;

export const PinSave = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  right: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.critical};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

export const PinText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: 0 ${({ theme }) => theme.space[100]};
`;

export const PinAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;

/* ---------- X and Threads ---------- */

export const TextPost = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
`;

export const TextPostColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const CommentRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const CommentBubble = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSubtle};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  overflow-wrap: anywhere;
`;

export const CommentSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[300]};

  &[data-inset] {
    padding: 0;
  }
`;
