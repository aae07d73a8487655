import styled from 'styled-components';

/*
 * Size, tone, weight and alignment travel as data attributes, so the rule set never changes per render.
 */
export const StyledText = styled.p`
  margin: 0;
  color: var(--text-color);

  &[data-size='xs'] {
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  }
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
  }

  &[data-tone='primary'] {
    --text-color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-tone='secondary'] {
    --text-color: ${({ theme }) => theme.color.textSecondary};
  }
  &[data-tone='muted'] {
    --text-color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-tone='critical'] {
    --text-color: ${({ theme }) => theme.color.criticalText};
  }
  &[data-tone='success'] {
    --text-color: ${({ theme }) => theme.color.successText};
  }
  &[data-tone='warning'] {
    --text-color: ${({ theme }) => theme.color.warningText};
  }

  &[data-weight='regular'] {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  &[data-weight='medium'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  &[data-weight='semibold'] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  &[data-align='start'] {
    text-align: start;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-align='end'] {
    text-align: end;
  }
`;
