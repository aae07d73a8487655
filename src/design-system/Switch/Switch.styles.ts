import { Switch as AriaSwitch, Text as AriaText } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. The track is 32 × 20 px: it sits on the first 20 px line of the label, however many lines it wraps to.
 * 2. The description lines up with the label text, past the track and the gap.
 */
export const SwitchRoot = styled.div`
  --switch-indent: calc(${({ theme }) => theme.space[800]} + ${({ theme }) => theme.space[200]});

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
`;

export const StyledSwitch = styled(AriaSwitch)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  width: fit-content;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const Track = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.space[800]}; /* [1] */
  height: ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgPressed};
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-selected] > & {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
  [data-selected][data-hovered] > & {
    border-color: ${({ theme }) => theme.color.accentHover};
    background: ${({ theme }) => theme.color.accentHover};
  }
  [data-selected][data-pressed] > & {
    background: ${({ theme }) => theme.color.accentPressed};
  }
  [data-focus-visible] > & {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSubtle};
  }
  [data-disabled][data-selected] > & {
    background: ${({ theme }) => theme.color.borderDefault};
  }
`;

/*
 * 1. 14 px knob in an 18 px inner track: 2 px of air all round.
 */
export const Knob = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[50]};
  left: ${({ theme }) => theme.space[50]};
  width: calc(${({ theme }) => theme.space[400]} - ${({ theme }) => theme.space[50]}); /* [1] */
  height: calc(${({ theme }) => theme.space[400]} - ${({ theme }) => theme.space[50]});
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.textOnAccent};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: transform ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  [data-selected] > * > & {
    transform: translateX(${({ theme }) => theme.space[300]});
  }
  [data-disabled] > * > & {
    background: ${({ theme }) => theme.color.bgSurface};
    box-shadow: none;
  }
`;

export const SwitchDescription = styled(AriaText)`
  padding-inline-start: var(--switch-indent); /* [2] */
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;
