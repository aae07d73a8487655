import styled from 'styled-components';

/*
 * 1. Over the page's bottom edge, never over the navigation's first items; it leaves room for a toast above.
 * 2. Accepting and refusing weigh the same: same size, same style, side by side (consent must be as easy to
 *    refuse as to give).
 */
export const StyledConsentBanner = styled.section`
  /* [1] */
  position: fixed;
  inset-inline: ${({ theme }) => theme.space[400]};
  inset-block-end: ${({ theme }) => theme.space[400]};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-width: 720px;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]} ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Text = styled.div`
  flex: 1 1 320px;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Body = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;

/* [2] */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;

export const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;
