import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import styled from 'styled-components';

export const StyledTabs = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

/*
 * 1. Underline: the bar's hairline sits under every tab; the selected tab's 2px indicator overlaps it.
 * 2. A long bar scrolls sideways instead of wrapping (narrow screens).
 * 3. Segmented: a sunken track holding raised pills; it is only as wide as its tabs.
 */
export const StyledTabList = styled(AriaTabList)`
  display: flex;
  min-width: 0;

  &[data-variant='underline'] {
    gap: ${({ theme }) => theme.space[600]};
    box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.borderDefault}; /* [1] */
    overflow-x: auto; /* [2] */
    scrollbar-width: none;
  }

  &[data-variant='segmented'] {
    align-self: flex-start; /* [3] */
    gap: ${({ theme }) => theme.space[50]};
    padding: ${({ theme }) => theme.space[50]};
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgSubtle};
  }
` as typeof AriaTabList;

/*
 * 1. The indicator is a pseudo-element so the selected tab keeps the same box as the others (no shift).
 * 2. Keyboard focus: an inset ring for the underline bar (it scrolls and would clip an outer one).
 * 3. The selected pill is raised from the track: white in the light theme, a lighter grey in the dark one
 *    (the dark surface is darker than the track).
 */
export const StyledTab = styled(AriaTab)`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition:
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  -webkit-tap-highlight-color: transparent;

  [data-variant='underline'] > & {
    height: ${({ theme }) => theme.size.controlMd};
    padding: 0 ${({ theme }) => theme.space[50]};

    &::after {
      content: '';
      position: absolute;
      inset: auto 0 0;
      height: 2px;
      border-radius: ${({ theme }) => theme.radius.full} ${({ theme }) => theme.radius.full} 0 0;
      background: transparent; /* [1] */
    }
    &[data-hovered]:not([data-selected])::after {
      background: ${({ theme }) => theme.color.borderStrong};
    }
    &[data-selected]::after {
      background: ${({ theme }) => theme.color.accent};
    }
    &[data-focus-visible] {
      border-radius: ${({ theme }) => theme.radius.sm};
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus}; /* [2] */
    }
  }

  [data-variant='segmented'] > & {
    justify-content: center;
    height: calc(${({ theme }) => theme.size.controlSm} - ${({ theme }) => theme.space[100]} - 2px);
    padding: 0 ${({ theme }) => theme.space[300]};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};

    &[data-hovered]:not([data-selected]) {
      color: ${({ theme }) => theme.color.textPrimary};
    }
    &[data-selected] {
      background: ${({ theme }) =>
        theme.name === 'dark' ? theme.color.bgPressed : theme.color.bgSurface}; /* [3] */
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }
    &[data-focus-visible] {
      box-shadow: ${({ theme }) => theme.shadow.focus};
    }
  }

  &[data-hovered],
  &[data-selected] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

/*
 * 1. Counts line up however many digits they have.
 */
export const TabCount = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  padding: 0 ${({ theme }) => theme.space[150]};
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums; /* [1] */

  [data-selected] > & {
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accentText};
  }
  [data-variant='segmented'] > [data-selected] > & {
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-disabled] > & {
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const StyledTabPanel = styled(AriaTabPanel)`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;

  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
