import { Header as AriaHeader, ListBoxItem as AriaListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { listItemStyles } from '../Field/index.ts';
import { FieldPopover } from '../Field/list.ts';

/* The open list's styles, loaded with it (ProfileSelectorPanel.tsx). */

export const SectionHeader = styled(AriaHeader)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[150]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[200]}
    ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/* An option row: the list box row of every field, a little taller to fit an avatar. */
export const Option = styled(AriaListBoxItem)`
  ${listItemStyles};
  align-items: center;
  min-height: ${({ theme }) => theme.size.controlMd};
` as typeof AriaListBoxItem;

export const Check = styled.span`
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.size.icon};
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/* The list's popover: as wide as the trigger, or wider up to a comfortable width; long names end in "…". */
export const Panel = styled(FieldPopover)`
  width: max(var(--trigger-width), calc(${({ theme }) => theme.space[1600]} * 5));
  max-width: calc(100vw - ${({ theme }) => theme.space[800]});
`;
