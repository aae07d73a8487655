import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
} from 'react-aria-components';
import styled from 'styled-components';
import { fieldRootStyles } from '../Field/index.ts';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldRootStyles};
`;

/*
 * 1. Horizontal cards share the row and wrap below a useful width.
 */
export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[500]};
  }
  [data-variant='cards'] > & {
    gap: ${({ theme }) => theme.space[300]};
  }
  [data-variant='cards'][data-orientation='horizontal'] > & > * {
    flex: 1 1 ${({ theme }) => theme.space[1600]}; /* [1] */
    min-width: calc(${({ theme }) => theme.space[1600]} * 3);
  }
`;

/*
 * One option: the label (circle and text) and, under it, its description.
 * 1. Description lines up with the label text, past the circle and the gap.
 * 2. Cards: the label stretches over the whole tile (its ::after), so a click anywhere on it selects.
 */
export const Option = styled(AriaRadioField)`
  --radio-indent: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space[200]});

  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;

  & > [slot='description'] {
    padding-inline-start: var(--radio-indent); /* [1] */
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
    color: ${({ theme }) => theme.color.textSecondary};
  }

  &[data-variant='cards'] {
    padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
    border: 1px solid ${({ theme }) => theme.color.borderDefault};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgSurface};
    transition:
      border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
      background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }
  &[data-variant='cards']:has([data-hovered]) {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-variant='cards'][data-selected] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.bgSelected};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
  }
  &[data-variant='cards'][data-invalid] {
    border-color: ${({ theme }) => theme.color.critical};
  }
  &[data-variant='cards']:has([data-focus-visible]) {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-variant='cards'][data-disabled] {
    border-color: ${({ theme }) => theme.color.borderSubtle};
    background: ${({ theme }) => theme.color.bgSubtle};
  }
`;

/* A card's picture, edge to edge above its label. */
export const OptionMedia = styled.div`
  margin-block-end: ${({ theme }) => theme.space[200]};
  line-height: 0;
`;

export const OptionLabel = styled(AriaRadioButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  width: fit-content;
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  [data-variant='cards'] > & {
    width: auto;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-variant='cards'] > &::after {
    content: '';
    position: absolute; /* [2] */
    inset: 0;
    border-radius: inherit;
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

/*
 * 1. Centres the 16px circle on the first 20px line of the label.
 * 2. The selected dot is a thick inset ring of the accent around the surface colour: no extra element.
 * 3. A card rings as a whole; a second ring on its circle would be noise.
 */
export const Circle = styled.span`
  flex: none;
  width: ${({ theme }) => theme.size.icon};
  height: ${({ theme }) => theme.size.icon};
  margin-top: ${({ theme }) => theme.space[50]}; /* [1] */
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-width ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.color.textSecondary};
  }
  [data-selected] > & {
    border: 5px solid ${({ theme }) => theme.color.accent}; /* [2] */
  }
  [data-selected][data-hovered] > & {
    border-color: ${({ theme }) => theme.color.accentHover};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.critical};
  }
  [data-focus-visible] > & {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  [data-variant='cards'] > [data-focus-visible] > & {
    box-shadow: none; /* [3] */
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSubtle};
  }
  [data-disabled][data-selected] > & {
    border-color: ${({ theme }) => theme.color.textDisabled};
  }
`;
