import styled from 'styled-components';

export const StyledNetworkIcon = styled.svg`
  --network-icon-size: ${({ theme }) => theme.size.iconLg};

  flex: none;
  width: var(--network-icon-size);
  height: var(--network-icon-size);
  /* The glyph cut out of a filled mark always reads against the mark, in both themes. */
  --network-icon-contrast: ${({ theme }) => theme.color.textOnAccent};
  vertical-align: middle;

  &[data-size='sm'] {
    --network-icon-size: ${({ theme }) => theme.size.icon};
  }
  &[data-size='lg'] {
    --network-icon-size: ${({ theme }) => theme.space[600]};
  }
  &[data-tone='current'] {
    --network-icon-contrast: ${({ theme }) => theme.color.bgSurface};
  }
`;
