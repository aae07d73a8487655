import { DropZone as AriaDropZone, Text as AriaText } from 'react-aria-components';
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

/*
 * 1. A dashed outline says "drop here"; it turns solid accent while files hover over it.
 */
export const StyledDropZone = styled(AriaDropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong}; /* [1] */
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: center;
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSubtle};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
  [data-disabled] > & {
    background: ${({ theme }) => theme.color.bgPressed};
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const DropText = styled(AriaText)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const AcceptText = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};

  &[data-status='error'] {
    border-color: ${({ theme }) => theme.color.criticalBorder};
  }
`;

export const FileIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  [data-status='done'] > & {
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.successText};
  }
  [data-status='error'] > & {
    background: ${({ theme }) => theme.color.criticalSubtle};
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

export const FileBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const FileHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const FileName = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileSize = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;
`;

export const FileError = styled.span`
  color: ${({ theme }) => theme.color.criticalText};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;
