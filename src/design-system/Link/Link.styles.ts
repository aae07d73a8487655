import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Inline links must differ from the text around them by more than colour (WCAG 1.4.1): the underline stays.
 * 2. The arrow of an external link scales with the text and sits on its x-height.
 * 3. In a stretching column (a Stack) the link, its hover and its focus ring stay as wide as its words.
 */
export const StyledLink = styled(AriaLink)`
  width: fit-content; /* [3] */
  color: ${({ theme }) => theme.color.textLink};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  text-underline-offset: 0.2em;
  text-decoration-thickness: from-font;
  transition: box-shadow ${({ theme }) => theme.motion.duration.fast};

  &[data-variant='inline'] {
    font: inherit;
    text-decoration-line: underline; /* [1] */
  }
  &[data-variant='inline'][data-hovered] {
    text-decoration-thickness: 2px;
  }
  &[data-variant='standalone'] {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration-line: none;
  }
  &[data-variant='standalone'][data-hovered] {
    text-decoration-line: underline;
  }

  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }

  & > svg {
    width: 0.875em; /* [2] */
    height: 0.875em;
    margin-inline-start: 0.125em;
    vertical-align: -0.0625em;
  }
`;
