import styled from 'styled-components';

/* ---------- Facebook and LinkedIn ---------- */

export const LabelledActions = styled.div`
  display: flex;
  margin: 0 ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[100]} 0;
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const LabelledAction = styled.span`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[200]} 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    flex: none;
  }
`;
