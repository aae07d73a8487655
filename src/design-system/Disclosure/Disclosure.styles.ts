import styled from 'styled-components';

/*
 * 1. The browser's own triangle is replaced by a chevron that turns; the summary stays a native, keyboard-
 *    operable control (Enter and Space toggle it; screen readers announce expanded or collapsed).
 * 2. The focus ring of the design system, for keyboard focus only.
 */
export const StyledDetails = styled.details`
  min-width: 0;

  & > summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[100]};
    width: fit-content;
    padding: ${({ theme }) => theme.space[100]} 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
    list-style: none; /* [1] */
  }
  & > summary::-webkit-details-marker {
    display: none; /* [1] */
  }
  & > summary:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus}; /* [2] */
  }
  & > summary:hover {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  & > summary svg {
    flex: none;
    width: 1em;
    height: 1em;
    transition: transform ${({ theme }) => theme.motion.duration.fast};
  }
  &[open] > summary svg {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    & > summary svg {
      transition: none;
    }
  }
`;

export const Content = styled.div`
  padding-top: ${({ theme }) => theme.space[200]};
`;
