import { Button as AriaButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { palette } from '@/design-system/theme';

/*
 * Full-screen formats (stories, reels, TikTok, Shorts) are dark in every theme, like the apps themselves: their
 * colours come from the fixed palette, not from the theme. The scrim under overlaid text is dark enough for
 * white text at 4.5:1 over any picture or placeholder.
 */
export const onMedia = {
  bg: palette.gray[950],
  tile: palette.gray[800],
  text: palette.gray[0],
  textSecondary: palette.gray[200],
  scrim: `color-mix(in srgb, ${palette.gray[950]} 72%, transparent)`,
  chip: `color-mix(in srgb, ${palette.gray[950]} 64%, transparent)`,
  track: `color-mix(in srgb, ${palette.gray[0]} 40%, transparent)`,
};

export const focusRing = css`
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

/* ---------- Titles (YouTube, Pinterest) ---------- */

export const VideoTitle = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

/* ---------- First comment (X, Threads, Facebook, LinkedIn) ---------- */

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
