import { ToggleButton as AriaToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled from 'styled-components';

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

/** A segmented control: the comparison (previous period, previous year, none). */
export const Segmented = styled(ToggleButtonGroup)`
  display: inline-flex;
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[50]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

export const SegmentedButton = styled(AriaToggleButton)`
  height: ${({ theme }) => theme.space[800]};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &[data-hovered] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bgSurface};
    color: ${({ theme }) => theme.color.textPrimary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  &[data-focus-visible] {
    outline: none;
  }
`;
