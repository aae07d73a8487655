import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Variants only swap custom properties (data-variant), so the rule set never changes per render.
 * 2. Lucide icons ship at 24 px; the button decides their size so every icon in a bar lines up.
 */
export const StyledIconButton = styled(AriaButton)`
  --icon-button-bg: transparent;
  --icon-button-bg-hover: ${({ theme }) => theme.color.bgHover};
  --icon-button-bg-pressed: ${({ theme }) => theme.color.bgPressed};
  --icon-button-fg: ${({ theme }) => theme.color.textSecondary};
  --icon-button-fg-hover: ${({ theme }) => theme.color.textPrimary};
  --icon-button-border: transparent;

  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlMd};
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0;
  border: 1px solid var(--icon-button-border);
  border-radius: ${({ theme }) => theme.radius.md};
  background: var(--icon-button-bg);
  color: var(--icon-button-fg);
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast};
  -webkit-tap-highlight-color: transparent;

  /* [2] */
  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    flex: none;
  }

  &[data-size='sm'] {
    width: ${({ theme }) => theme.size.controlSm};
    height: ${({ theme }) => theme.size.controlSm};
    border-radius: ${({ theme }) => theme.radius.sm};

    svg {
      width: ${({ theme }) => theme.size.icon};
      height: ${({ theme }) => theme.size.icon};
    }
  }

  /* [1] */
  &[data-variant='secondary'] {
    --icon-button-bg: ${({ theme }) => theme.color.bgSurface};
    --icon-button-fg: ${({ theme }) => theme.color.textPrimary};
    --icon-button-border: ${({ theme }) => theme.color.borderDefault};
  }

  &[data-hovered] {
    background: var(--icon-button-bg-hover);
    color: var(--icon-button-fg-hover);
  }
  &[data-pressed] {
    background: var(--icon-button-bg-pressed);
    color: var(--icon-button-fg-hover);
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Wraps the icon so it is hidden from assistive technology whatever the caller passed. */
export const IconSlot = styled.span.attrs({ 'aria-hidden': true })`
  display: contents;
`;
