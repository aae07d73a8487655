import styled from 'styled-components';
import type { SpaceToken } from '../theme/tokens.ts';

/* 1. auto-fit: as many equal columns as fit, each at least the minimum; they stack when the row is narrow. */
export const StyledColumns = styled.div<{ $minColumnWidth: string; $gap: SpaceToken }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(${({ $minColumnWidth }) => $minColumnWidth}, 100%), 1fr)
  ); /* [1] */
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
