import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldRootStyles } from '../Field/index.ts';

export const StyledTextField = styled(AriaTextField)`
  ${fieldRootStyles};
`;
