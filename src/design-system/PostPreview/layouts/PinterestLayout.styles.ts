import styled from 'styled-components';

/* ---------- Pinterest ---------- */

export const PinMedia = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
`;

export const PinSave = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  right: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.critical};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
`;

export const PinText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding: 0 ${({ theme }) => theme.space[100]};
`;

export const PinAuthor = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;
