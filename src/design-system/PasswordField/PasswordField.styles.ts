import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldIconButtonStyles } from '../Field/index.ts';

/*
 * 1. Pulls the button towards the box's edge so its icon lines up where a suffix icon would sit.
 */
export const VisibilityToggle = styled(AriaToggleButton)`
  ${fieldIconButtonStyles};
  width: ${({ theme }) => theme.space[800]};
  height: ${({ theme }) => theme.space[800]};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[200]}); /* [1] */
`;
