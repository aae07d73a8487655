import { Dialog as AriaDialog, ListBoxItem as AriaListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { listItemStyles } from '../Field/index.ts';
import { FieldListBox, FieldPopover } from '../Field/list.ts';

/* The open panel's styles, loaded with it (MultiProfileSelectorPanel.tsx). */

export const PanelDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: inherit;
  outline: none;
`;

export const BulkActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[100]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const LimitNote = styled.span`
  margin-inline-start: auto;
  padding-inline-end: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
`;

/* An option row: the list box row of every field, a little taller to fit an avatar. */
export const Option = styled(AriaListBoxItem)`
  ${listItemStyles};
  align-items: center;
  min-height: ${({ theme }) => theme.size.controlMd};
` as typeof AriaListBoxItem;

/* The checkbox of an option, drawn like the design system's Checkbox. */
export const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textOnAccent};

  svg {
    width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[100]});
    height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[100]});
    stroke-width: 3;
  }

  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
`;

/* The list's popover: as wide as the trigger, or wider up to a comfortable width; long names end in "…". */
export const Panel = styled(FieldPopover)`
  width: max(var(--trigger-width), calc(${({ theme }) => theme.space[1600]} * 5));
  max-width: calc(100vw - ${({ theme }) => theme.space[800]});
`;

/*
 * 1. At most eight rows tall, like the design system's other lists.
 */
export const ListScroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  max-height: calc(${({ theme }) => theme.size.controlMd} * 8); /* [1] */
  overflow: auto;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
`;

export const ListBox = styled(FieldListBox)`
  max-height: none;
  overflow: visible;
` as typeof FieldListBox;
