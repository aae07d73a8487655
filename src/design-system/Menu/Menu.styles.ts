import {
  Header as AriaHeader,
  MenuItem as AriaMenuItem,
  Menu as AriaMenu,
  MenuSection as AriaMenuSection,
  Popover as AriaPopover,
  Separator as AriaSeparator,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
`;

/*
 * 1. React Aria sets a max-height on the popover from the room left in the viewport; the header stays and
 *    the items scroll inside it.
 * 2. A short fade on open only (never on close), so the menu never lingers after a choice.
 * 3. Items are navigated with the keyboard through React Aria's virtual focus: [data-focused] is the
 *    highlighted item, [data-focus-visible] adds the ring for keyboard users.
 * 4. Label and description are plain text of the item, so its accessible name holds all of its visible text
 *    (WCAG 2.5.3, "label in name"), which separate label/description slots would break.
 */
export const StyledPopover = styled(AriaPopover)`
  display: flex; /* [1] */
  flex-direction: column;
  min-width: max(220px, var(--trigger-width, 0px));
  max-width: min(360px, calc(100vw - ${({ theme }) => theme.space[800]}));
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;

  &[data-entering] {
    animation: ${enter} ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.enter}; /* [2] */
  }
`;

export const HeaderSlot = styled.div`
  flex: none;
`;

export const StyledMenuHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[50]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  overflow-wrap: anywhere;
`;

export const StyledMenu = styled(AriaMenu)`
  flex: 1 1 auto; /* [1] */
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[100]};
  outline: none;
`;

export const StyledMenuItem = styled(AriaMenuItem)`
  --menu-item-fg: ${({ theme }) => theme.color.textPrimary};
  --menu-item-icon: ${({ theme }) => theme.color.textSecondary};
  --menu-item-bg-focus: ${({ theme }) => theme.color.bgHover};

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: var(--menu-item-fg);
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  -webkit-tap-highlight-color: transparent;

  &[data-tone='critical'] {
    --menu-item-fg: ${({ theme }) => theme.color.criticalText};
    --menu-item-icon: ${({ theme }) => theme.color.criticalText};
    --menu-item-bg-focus: ${({ theme }) => theme.color.criticalSubtle};
  }

  /* [3] */
  &[data-focused],
  &[data-hovered] {
    background: var(--menu-item-bg-focus);
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const ItemIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.font.size.md.lineHeight};
  color: var(--menu-item-icon);

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const ItemText = styled.span`
  display: grid; /* [4] */
  flex: 1 1 auto;
  min-width: 0;
`;

export const ItemLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const ItemDescription = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;

export const StyledMenuSection = styled(AriaMenuSection)`
  & + & {
    margin-top: ${({ theme }) => theme.space[100]};
    padding-top: ${({ theme }) => theme.space[100]};
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

export const SectionTitle = styled(AriaHeader)`
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]}
    ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const StyledSeparator = styled(AriaSeparator)`
  height: 1px;
  margin: ${({ theme }) => theme.space[100]} -${({ theme }) => theme.space[100]};
  border: none;
  background: ${({ theme }) => theme.color.borderSubtle};
`;
