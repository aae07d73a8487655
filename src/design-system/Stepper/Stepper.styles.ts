import styled, { css } from 'styled-components';

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/*
 * 1. A container query, not a media query: the stepper collapses when its own box is narrow (a card, a
 *    dialog), whatever the viewport.
 * 2. In the compact display the names stay in the list for assistive technology, hidden only visually;
 *    the summary line above repeats them for sighted users and is hidden from assistive technology.
 * 3. The current step keeps a soft ring, so it differs from a done step by more than the glyph.
 * 4. Connectors run from one indicator to the next; a done step's connector is drawn in the accent.
 */
export const StyledStepper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textPrimary};

  /* A size container has no intrinsic width: only the horizontal stepper, which fills its row, is one. */
  &[data-orientation='horizontal'] {
    container-type: inline-size; /* [1] */
  }
`;

export const CompactSummary = styled.p.attrs({ 'aria-hidden': true })`
  display: none;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  @container (width < ${({ theme }) => theme.breakpoint.sm}) {
    [data-orientation='horizontal'] > & {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${({ theme }) => theme.space[200]};
    }
  }
`;

export const CompactCount = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const CompactCurrent = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
`;

export const Step = styled.li`
  --step-connector: ${({ theme }) => theme.color.borderDefault};

  position: relative;
  display: flex;
  flex: 1 1 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;

  &:last-child {
    flex: none;
  }
  &[data-state='done'] {
    --step-connector: ${({ theme }) => theme.color.accent}; /* [4] */
  }

  [data-orientation='vertical'] > & {
    align-items: flex-start;
    flex: none;
    padding-bottom: ${({ theme }) => theme.space[600]};
  }
  [data-orientation='vertical'] > &:last-child {
    padding-bottom: 0;
  }
`;

export const Indicator = styled.span.attrs({ 'aria-hidden': true })`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: 1;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    stroke-width: 3;
  }

  [data-state='done'] > & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  [data-state='current'] > & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.accentSubtle}; /* [3] */
  }
`;

export const Label = styled.span`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-state='done'] > & {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  [data-state='current'] > & {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-orientation='vertical'] > * > & {
    padding-top: ${({ theme }) => theme.space[50]};
    white-space: normal;
  }

  @container (width < ${({ theme }) => theme.breakpoint.sm}) {
    [data-orientation='horizontal'] > * > & {
      ${visuallyHidden}/* [2] */
    }
  }
`;

export const Connector = styled.span.attrs({ 'aria-hidden': true })`
  flex: 1 1 auto;
  min-width: ${({ theme }) => theme.space[400]};
  height: 2px;
  margin-inline-end: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--step-connector); /* [4] */

  [data-orientation='vertical'] > * > & {
    position: absolute;
    top: calc(${({ theme }) => theme.space[600]} + ${({ theme }) => theme.space[100]});
    bottom: ${({ theme }) => theme.space[100]};
    left: calc(${({ theme }) => theme.space[300]} - 1px);
    width: 2px;
    height: auto;
    min-width: 0;
    margin: 0;
  }
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
