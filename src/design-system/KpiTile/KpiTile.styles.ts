import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. The positioning context of the label link's overlay, which makes the whole tile clickable.
 */
export const StyledTile = styled.div`
  position: relative; /* [1] */
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  transition: border-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &[data-link]:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:has([data-part='label-link'][data-focus-visible]) {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

/*
 * 1. The info button is 32 px; pulling it into the padding keeps the label on the 20 px line. The header is as
 *    tall as the button with or without it, so a tile whose source arrives with its figures does not grow.
 */
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.controlSm}; /* [1] */
  margin-block: calc(
    (${({ theme }) => theme.font.size.md.lineHeight} - ${({ theme }) => theme.size.controlSm}) / 2
  ); /* [1] */
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[200]});
`;

export const Label = styled.h3`
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

/*
 * 1. The overlay covers the tile, so a click anywhere follows the link; the info button sits above it.
 */
export const LabelLink = styled(AriaLink)`
  color: inherit;
  text-decoration: none;
  outline: none;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0; /* [1] */
    border-radius: inherit;
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.color.textPrimary};
    text-decoration: underline;
  }
`;

export const InfoSlot = styled.span`
  position: relative; /* [1] of LabelLink */
  z-index: 1;
  display: inline-flex;
  flex: none;
`;

export const Body = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const Figures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const Value = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size['2xl'].fontSize};
  line-height: ${({ theme }) => theme.font.size['2xl'].lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.01em;
  white-space: nowrap;

  &[data-empty] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
`;

export const Delta = styled.p`
  --delta-color: ${({ theme }) => theme.color.textSecondary};

  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};

  &[data-tone='positive'] {
    --delta-color: ${({ theme }) => theme.color.successText};
  }
  &[data-tone='negative'] {
    --delta-color: ${({ theme }) => theme.color.criticalText};
  }
`;

export const DeltaValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[50]};
  color: var(--delta-color);
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
    stroke-width: 2.5;
  }
`;

export const DeltaLabel = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const SparklineSlot = styled.div`
  display: flex;
  flex: none;
`;

export const SourceList = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    min-width: 0;
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  }
`;
