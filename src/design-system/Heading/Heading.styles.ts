import styled from 'styled-components';

/*
 * 1. Large Inter looks loose at its default tracking; titles tighten a little as they grow.
 * 2. Headings never break inside a long word (handles, URLs) at the cost of the layout.
 */
export const StyledHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere; /* [2] */

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  }
  &[data-size='md'] {
    font-size: ${({ theme }) => theme.font.size.md.fontSize};
    line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.font.size.lg.fontSize};
    line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
    letter-spacing: -0.005em; /* [1] */
  }
  &[data-size='xl'] {
    font-size: ${({ theme }) => theme.font.size.xl.fontSize};
    line-height: ${({ theme }) => theme.font.size.xl.lineHeight};
    letter-spacing: -0.01em;
  }
  &[data-size='2xl'] {
    font-size: ${({ theme }) => theme.font.size['2xl'].fontSize};
    line-height: ${({ theme }) => theme.font.size['2xl'].lineHeight};
    letter-spacing: -0.015em;
  }
`;
