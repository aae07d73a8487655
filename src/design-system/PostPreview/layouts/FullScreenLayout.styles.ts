import styled from 'styled-components';
import { palette } from '@/design-system/theme';
import { onMedia } from '../PostPreview.styles.ts';

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
