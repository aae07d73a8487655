import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import styled from 'styled-components';
// The styles module alone (not the Calendar component): the same segmented control as the calendar's views.
import { segmentButtonStyles, ViewSwitcher } from '../Calendar/Calendar.styles.ts';

/* Narrow (a phone): the presets go above the calendar, two to a row, so the panel fits the screen's width. */
export const Panel = styled.div`
  display: flex;
  align-items: stretch;

  &[data-narrow] {
    flex-direction: column;
  }
`;

export const PresetColumn = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  width: calc(${({ theme }) => theme.space[1600]} * 3);
  padding-inline-end: ${({ theme }) => theme.space[300]};
  margin-inline-end: ${({ theme }) => theme.space[300]};
  border-inline-end: 1px solid ${({ theme }) => theme.color.borderSubtle};

  & > [role='listbox'] {
    max-height: none;
    padding: 0;
  }

  [data-narrow] > & {
    width: auto;
    padding-inline-end: 0;
    margin-inline-end: 0;
    padding-bottom: ${({ theme }) => theme.space[300]};
    margin-bottom: ${({ theme }) => theme.space[300]};
    border-inline-end: none;
    border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
  [data-narrow] > & > [role='listbox'] {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Main = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const ComparisonSlot = styled.div`
  flex: 0 1 calc(${({ theme }) => theme.space[1600]} * 4);
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[200]};
  margin-inline-start: auto;
`;

export const Segmented = styled(ViewSwitcher)`
  align-self: flex-start;
`;

export const SegmentedButton = styled(AriaToggleButton)`
  height: ${({ theme }) => theme.space[800]};
  ${segmentButtonStyles}

  &[data-focus-visible] {
    outline: none;
  }
`;
