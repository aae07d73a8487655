import { Label as AriaLabel, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/*
 * 1. Tones only swap a custom property (data-tone): the rule set never changes per render.
 * 2. Label and value share the first row; the value never wraps under a long label.
 */
export const StyledProgressBar = styled(AriaProgressBar)`
  --progress-fill: ${({ theme }) => theme.color.accent}; /* [1] */
  --progress-height: ${({ theme }) => theme.space[200]};

  display: grid;
  grid-template-columns: minmax(0, 1fr) auto; /* [2] */
  gap: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[300]};
  align-items: baseline;
  width: 100%;
  min-width: 0;

  &[data-size='sm'] {
    --progress-height: ${({ theme }) => theme.space[100]};
  }
  &[data-tone='success'] {
    --progress-fill: ${({ theme }) => theme.color.success};
  }
  &[data-tone='critical'] {
    --progress-fill: ${({ theme }) => theme.color.critical};
  }
`;

export const ProgressLabel = styled(AriaLabel)`
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ProgressValue = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Track = styled.div`
  position: relative;
  grid-column: 1 / -1;
  height: var(--progress-height);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgPressed};
`;

/*
 * 1. The indeterminate bar slides for ever: motion is reduced to a standstill by the global reduced-motion rule.
 */
export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--progress-fill);
  transition: width ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.standard};

  &[data-indeterminate] {
    width: 40%;
    animation: ${slide} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite; /* [1] */
  }
`;
