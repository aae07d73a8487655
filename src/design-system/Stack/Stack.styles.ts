import styled from 'styled-components';
import type { SpaceToken } from '../theme/tokens.ts';
import type { StackAlign, StackDirection, StackJustify } from './Stack.types.ts';

type StyledStackProps = {
  $direction: StackDirection;
  $gap: SpaceToken;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
};

const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValue = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' };

/*
 * Layout only: no colour, no padding, no outer margin.
 * 1. Lets long content (a table, a truncated name) shrink inside a row instead of overflowing it.
 */
export const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => ($align ? flexValue[$align] : 'stretch')};
  justify-content: ${({ $justify }) => ($justify ? justifyValue[$justify] : 'flex-start')};
  min-width: 0; /* [1] */
`;
