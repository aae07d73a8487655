import { Button } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Corners: large everywhere, small on the sender's side between bubbles of one group, so a group reads as
 *    one block; the last bubble keeps a small corner at the bottom as its tail.
 */
export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;

  &[data-direction='outbound'] {
    flex-direction: row-reverse;
  }
`;

export const AvatarSlot = styled.div`
  flex: none;
  width: ${({ theme }) => theme.space[600]};
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  max-width: 75%;

  [data-direction='outbound'] > & {
    align-items: flex-end;
  }
`;

export const Bubble = styled.div`
  --r-lg: ${({ theme }) => theme.radius.xl};
  --r-sm: ${({ theme }) => theme.radius.sm};

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border-radius: var(--r-lg);
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  overflow-wrap: anywhere;
  white-space: pre-line;

  /* [1] */
  [data-direction='inbound'] & {
    border-top-left-radius: var(--r-sm);
    border-bottom-left-radius: var(--r-sm);
  }
  [data-direction='inbound'][data-first] & {
    border-top-left-radius: var(--r-lg);
  }
  [data-direction='outbound'] & {
    border-top-right-radius: var(--r-sm);
    border-bottom-right-radius: var(--r-sm);
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  [data-direction='outbound'][data-first] & {
    border-top-right-radius: var(--r-lg);
  }
  [data-failed] & {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.criticalBorder};
  }

  /* Hashtags, mentions and links (HighlightedText) on the accent bubble: its text colour, bold, underlined. */
  [data-direction='outbound'] & [data-token] {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
  }
`;

export const Attachments = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[100]};
  width: calc(${({ theme }) => theme.space[1600]} * 3);
  max-width: 100%;

  &[data-count='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Attachment = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgPressed};
  color: ${({ theme }) => theme.color.textMuted};

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  & > svg {
    width: ${({ theme }) => theme.space[600]};
    height: ${({ theme }) => theme.space[600]};
  }
`;

export const Meta = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    flex: none;
  }
  &[data-state='seen'] svg {
    color: ${({ theme }) => theme.color.accentText};
  }
  &[data-state='failed'] {
    color: ${({ theme }) => theme.color.criticalText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Retry = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[100]};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.criticalText};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: underline;
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.criticalSubtle};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
