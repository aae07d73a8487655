import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import styled from 'styled-components';
// The styles module alone (not the Calendar component): the same segmented control as the calendar's views.
import { segmentButtonStyles, ViewSwitcher } from '../Calendar/Calendar.styles.ts';

export const Panel = styled.div`
  display: flex;
  align-items: stretch;
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
