import styled from 'styled-components';

/*
 * 1. Tones only swap custom properties (data-tone): the rule set never changes per render.
 * 2. Icon, text and the close button share the first line box, so the icon sits on the title's baseline.
 * 3. The action goes under the text when the banner is narrow; the text keeps at least 240 px.
 */
export const StyledBanner = styled.div`
  --banner-bg: ${({ theme }) => theme.color.infoSubtle};
  --banner-border: ${({ theme }) => theme.color.infoBorder};
  --banner-icon: ${({ theme }) => theme.color.infoText};

  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  border: 1px solid var(--banner-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--banner-bg);
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};

  /* [1] */
  &[data-tone='success'] {
    --banner-bg: ${({ theme }) => theme.color.successSubtle};
    --banner-border: ${({ theme }) => theme.color.successBorder};
    --banner-icon: ${({ theme }) => theme.color.successText};
  }
  &[data-tone='warning'] {
    --banner-bg: ${({ theme }) => theme.color.warningSubtle};
    --banner-border: ${({ theme }) => theme.color.warningBorder};
    --banner-icon: ${({ theme }) => theme.color.warningText};
  }
  &[data-tone='critical'] {
    --banner-bg: ${({ theme }) => theme.color.criticalSubtle};
    --banner-border: ${({ theme }) => theme.color.criticalBorder};
    --banner-icon: ${({ theme }) => theme.color.criticalText};
  }
`;

export const ToneIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.font.size.md.lineHeight}; /* [2] */
  color: var(--banner-icon);

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  min-width: 0;
`;

export const Text = styled.div`
  display: grid;
  flex: 1 1 240px; /* [3] */
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Body = styled.div`
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Action = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

/** Pulls the close button into the padding so its 32 px box does not make the banner taller. */
export const Dismiss = styled.div`
  flex: none;
  margin: -${({ theme }) => theme.space[150]} -${({ theme }) => theme.space[200]} -${({ theme }) => theme.space[150]}
    0;
`;
