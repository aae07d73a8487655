import styled from 'styled-components';

/*
 * 1. Keeps the message to a comfortable line length however wide the container is.
 */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  text-align: center;
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const IconCircle = styled.div.attrs({ 'aria-hidden': true })`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[1000]};
  height: ${({ theme }) => theme.space[1000]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.criticalSubtle};
  color: ${({ theme }) => theme.color.criticalText};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const Message = styled.p`
  max-width: 420px; /* [1] */
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  overflow-wrap: anywhere;
`;
