import {
  Button as AriaButton,
  Label as AriaLabel,
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList as AriaTagList,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

/*
 * 1. Tones only swap custom properties (data-tone): the rule set never changes per render.
 * 2. 24 px tall: two rows of tags and a 4 px gap fit the 8 px grid of a field box.
 * 3. The remove button sits flush with the rounded end.
 */
export const chipStyles = css`
  --tag-bg: ${({ theme }) => theme.color.bgSubtle};
  --tag-fg: ${({ theme }) => theme.color.textPrimary};
  --tag-border: ${({ theme }) => theme.color.borderDefault};

  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[50]};
  max-width: 100%;
  height: ${({ theme }) => theme.space[600]}; /* [2] */
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid var(--tag-border);
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--tag-bg);
  color: var(--tag-fg);
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  vertical-align: middle;
  outline: none;

  &[data-tone='accent'] {
    --tag-bg: ${({ theme }) => theme.color.accentSubtle};
    --tag-fg: ${({ theme }) => theme.color.accentText};
    --tag-border: transparent;
  }
  &:has([data-remove]) {
    padding-inline-end: ${({ theme }) => theme.space[50]}; /* [3] */
  }
`;

export const StyledTag = styled.span`
  ${chipStyles};
`;

export const TagText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const TagPrefix = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};

  [data-tone='accent'] > * > & {
    color: inherit;
  }
`;

export const RemoveButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  svg {
    width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[50]});
    height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[50]});
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgPressed};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const StyledTagGroup = styled(AriaTagGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
`;

export const TagGroupLabel = styled(AriaLabel)`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const StyledTagList = styled(AriaTagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  outline: none;
` as typeof AriaTagList;

export const StyledGroupTag = styled(AriaTag)`
  ${chipStyles};
  cursor: default;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
