import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, listItemStyles } from './Field.styles.ts';

/*
 * The list pieces of the fields: popover, list box, options, search box. They style React Aria's collection and
 * overlay components, whose code a page only needs once a list opens: they stay apart from Field.styles.ts, which
 * every field's closed state imports (a styled() call keeps its component in whatever imports the module).
 */

/*
 * The raised surface that Select and ComboBox open. React Aria sets `--trigger-width` and an inline
 * `max-height` that fits the viewport.
 * 1. The list box scrolls, not the popover, so a virtualized list can measure its viewport.
 * 2. At most eight rows tall, however tall the window.
 * 3. A virtualized list positions its rows itself, padding included (ListLayout's `padding`).
 * 4. As wide as its trigger, but never wider than the screen less a margin on each side (a phone).
 */
export const FieldPopover = styled(AriaPopover)`
  display: flex; /* [1] */
  flex-direction: column;
  min-width: min(var(--trigger-width), calc(100vw - ${({ theme }) => theme.space[800]})); /* [4] */
  max-width: calc(100vw - ${({ theme }) => theme.space[800]}); /* [4] */
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;
`;

export const FieldListBox = styled(AriaListBox)`
  flex: 1 1 auto;
  min-height: 0;
  max-height: calc(${({ theme }) => theme.size.controlMd} * 8); /* [2] */
  padding: ${({ theme }) => theme.space[100]};
  overflow: auto;
  outline: none;

  &[data-virtualized] {
    padding: 0; /* [3] */
  }
` as typeof AriaListBox;

export const StyledListBoxItem = styled(AriaListBoxItem)`
  ${listItemStyles};
` as typeof AriaListBoxItem;

/* A search box at the top of a list's popover (profile selectors): compact, with its magnifier icon. */
export const ListSearchField = styled(AriaSearchField)`
  ${fieldControlStyles};
  flex: none;
  width: auto;
  height: ${({ theme }) => theme.size.controlSm};
  margin: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[200]} 0;
  padding: 0 ${({ theme }) => theme.space[200]};

  &[data-focus-within] {
    border-color: ${({ theme }) => theme.color.borderFocus};
  }
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;
