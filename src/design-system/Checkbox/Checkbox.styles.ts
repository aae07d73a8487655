import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
} from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Description and error line up with the label text, past the box and the gap.
 */
export const StyledCheckboxField = styled(AriaCheckboxField)`
  --checkbox-indent: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space[200]});

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;

  & > [slot='description'],
  & > [slot='errorMessage'] {
    padding-inline-start: var(--checkbox-indent); /* [1] */
  }
`;

/*
 * 1. Centres the 16px box on the first 20px line of the label, however many lines it wraps to.
 */
export const CheckboxLabel = styled(AriaCheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  width: fit-content;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  margin-top: ${({ theme }) => theme.space[50]}; /* [1] */
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textOnAccent};
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  svg {
    width: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[100]});
    height: calc(${({ theme }) => theme.size.icon} - ${({ theme }) => theme.space[100]});
    stroke-width: 3;
  }

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
  [data-selected][data-hovered] > &,
  [data-indeterminate][data-hovered] > & {
    border-color: ${({ theme }) => theme.color.accentHover};
    background: ${({ theme }) => theme.color.accentHover};
  }
  [data-pressed] > & {
    border-color: ${({ theme }) => theme.color.accentPressed};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.critical};
  }
  [data-invalid][data-selected] > &,
  [data-invalid][data-indeterminate] > & {
    background: ${({ theme }) => theme.color.critical};
  }
  [data-focus-visible] > & {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;
