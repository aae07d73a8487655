import { Form as AriaForm } from 'react-aria-components';
import styled from 'styled-components';

export const StyledForm = styled(AriaForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
  min-width: 0;
`;

/*
 * 1. On a phone, buttons stack and fill the width: bigger targets, no awkward wrapping.
 */
export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};

  &[data-align='start'] {
    justify-content: flex-start;
  }
  &[data-align='end'] {
    justify-content: flex-end;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
  &[data-align='stretch'] > * {
    flex: 1 1 0;
  }

  @media (width < ${({ theme }) => theme.breakpoint.sm}) {
    flex-direction: column; /* [1] */
    align-items: stretch;

    & > * {
      width: 100%;
    }
  }
`;
