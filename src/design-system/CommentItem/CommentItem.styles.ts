import { Button } from 'react-aria-components';
import styled from 'styled-components';

export const StyledComment = styled.article`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};

  &[data-size='sm'] {
    gap: ${({ theme }) => theme.space[200]};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[200]};
  row-gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-overflow: ellipsis;
`;

export const Secondary = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  text-overflow: ellipsis;
`;

export const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;

  &[data-hidden] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[200]});
`;

export const Likes = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: 0 ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const Action = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  height: ${({ theme }) => theme.space[800]};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-tone='critical'] {
    color: ${({ theme }) => theme.color.criticalText};
  }
  &[data-tone='critical'][data-hovered] {
    background: ${({ theme }) => theme.color.criticalSubtle};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
