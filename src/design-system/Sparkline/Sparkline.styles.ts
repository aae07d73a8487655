import styled from 'styled-components';

export const StyledSparkline = styled.svg`
  --sparkline-color: ${({ theme }) => theme.color.accent};

  display: block;
  flex: none;
  overflow: visible;

  &[data-tone='success'] {
    --sparkline-color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='critical'] {
    --sparkline-color: ${({ theme }) => theme.color.critical};
  }
  &[data-tone='neutral'] {
    --sparkline-color: ${({ theme }) => theme.color.textMuted};
  }

  & [data-part='line'] {
    fill: none;
    stroke: var(--sparkline-color);
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  & [data-part='area'] {
    fill: var(--sparkline-color);
    opacity: 0.12;
  }
  & [data-part='end'] {
    fill: var(--sparkline-color);
  }
`;
