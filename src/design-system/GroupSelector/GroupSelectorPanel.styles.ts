import { ListBoxItem as AriaListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { listItemStyles } from '../Field/index.ts';
import { FieldPopover } from '../Field/list.ts';

/* The open list's styles, loaded with it (GroupSelectorPanel.tsx). */

export const ItemRow = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

/* An option row: the list box row of every field, a little taller to fit an avatar. */
export const Option = styled(AriaListBoxItem)`
  ${listItemStyles};
  align-items: center;
  min-height: ${({ theme }) => theme.size.controlMd};
` as typeof AriaListBoxItem;

export const ListItemText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;

  [data-part='label'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [data-part='description'] {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  }
`;

/* The list's popover: as wide as the trigger, or wider up to a comfortable width; long names end in "…". */
export const Panel = styled(FieldPopover)`
  width: max(var(--trigger-width), calc(${({ theme }) => theme.space[1600]} * 5));
  max-width: calc(100vw - ${({ theme }) => theme.space[800]});
`;
