import { ExternalLink as ArrowIcon } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '@/design-system/VisuallyHidden';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textLink};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    outline-offset: 2px;
  }
`;

/**
 * A link to another site, in a new tab. The app's router resolves every design-system link's address as an app
 * path (it would turn `https://…` into `/here/https:/…`), so addresses outside the app use a plain anchor.
 */
export function ExternalLink({
  href,
  children,
  newTabLabel,
}: {
  href: string;
  children: React.ReactNode;
  newTabLabel: string;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noreferrer">
      {children}
      <VisuallyHidden> {newTabLabel}</VisuallyHidden>
      <ArrowIcon aria-hidden="true" size={14} />
    </Anchor>
  );
}
