import styled from 'styled-components';

/*
 * 1. Sizes only swap custom properties (data-size): the rule set never changes per render.
 * 2. Keeps the description to a comfortable line length however wide the container is.
 */
export const StyledEmptyState = styled.div`
  --empty-padding: ${({ theme }) => theme.space[1000]} ${({ theme }) => theme.space[600]};
  --empty-icon: ${({ theme }) => theme.space[1200]};
  --empty-glyph: ${({ theme }) => theme.size.iconLg};
  --empty-title-size: ${({ theme }) => theme.font.size.lg.fontSize};
  --empty-title-line: ${({ theme }) => theme.font.size.lg.lineHeight};

  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding: var(--empty-padding);
  text-align: center;
  color: ${({ theme }) => theme.color.textPrimary};

  /* [1] */
  &[data-size='sm'] {
    --empty-padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
    --empty-icon: ${({ theme }) => theme.space[1000]};
    --empty-glyph: ${({ theme }) => theme.size.icon};
    --empty-title-size: ${({ theme }) => theme.font.size.md.fontSize};
    --empty-title-line: ${({ theme }) => theme.font.size.md.lineHeight};
    gap: ${({ theme }) => theme.space[300]};
  }
  &[data-size='lg'] {
    --empty-padding: ${({ theme }) => theme.space[1600]} ${({ theme }) => theme.space[800]};
    --empty-icon: ${({ theme }) => theme.space[1600]};
    --empty-glyph: ${({ theme }) => theme.space[800]};
    --empty-title-size: ${({ theme }) => theme.font.size.xl.fontSize};
    --empty-title-line: ${({ theme }) => theme.font.size.xl.lineHeight};
    gap: ${({ theme }) => theme.space[500]};
  }
`;

export const IconCircle = styled.div.attrs({ 'aria-hidden': true })`
  display: grid;
  place-items: center;
  width: var(--empty-icon);
  height: var(--empty-icon);
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: var(--empty-glyph);
    height: var(--empty-glyph);
  }
`;

export const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
  max-width: 420px; /* [2] */
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--empty-title-size);
  line-height: var(--empty-title-line);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  padding-top: ${({ theme }) => theme.space[100]};
`;
