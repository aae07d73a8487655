import styled from 'styled-components';

/*
 * 1. The mark is drawn in the theme's colours, so it follows light and dark without a second asset.
 * 2. A slightly tighter tracking makes the wordmark read as one shape at display sizes.
 */
export const StyledLogo = styled.span`
  --logo-mark: ${({ theme }) => theme.space[800]};

  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl.fontSize};
  line-height: ${({ theme }) => theme.font.size.xl.lineHeight};
  vertical-align: middle;

  &[data-size='sm'] {
    --logo-mark: ${({ theme }) => theme.space[600]};
    gap: ${({ theme }) => theme.space[200]};
    font-size: ${({ theme }) => theme.font.size.lg.fontSize};
    line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  }
  &[data-size='lg'] {
    --logo-mark: ${({ theme }) => theme.space[1000]};
    gap: ${({ theme }) => theme.space[300]};
    font-size: ${({ theme }) => theme.font.size['2xl'].fontSize};
    line-height: ${({ theme }) => theme.font.size['2xl'].lineHeight};
  }
`;

export const Mark = styled.svg`
  flex: none;
  width: var(--logo-mark);
  height: var(--logo-mark);

  /* [1] */
  & > rect {
    fill: ${({ theme }) => theme.color.accent};
  }
  & > path {
    fill: ${({ theme }) => theme.color.textOnAccent};
    stroke: ${({ theme }) => theme.color.textOnAccent};
  }
`;

export const Wordmark = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em; /* [2] */
  white-space: nowrap;
`;
