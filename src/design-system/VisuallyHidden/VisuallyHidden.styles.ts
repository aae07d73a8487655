import styled from 'styled-components';

/*
 * The standard clip pattern: out of sight, still in the accessibility tree and still read in order.
 * 1. `display: none` or `visibility: hidden` would hide it from screen readers too.
 */
export const StyledVisuallyHidden = styled.span`
  position: absolute; /* [1] */
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;

  &[data-focusable]:focus-within {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
  }
`;
