import { forwardRef, useId } from 'react';
import {
  Footer,
  Header,
  ItemBadge,
  ItemIcon,
  ItemLabel,
  List,
  NavLink,
  Section,
  Sections,
  SectionTitle,
  StyledSidebarNav,
} from './SidebarNav.styles.ts';
import type { SidebarNavProps, SidebarNavSection } from './SidebarNav.types.ts';

/**
 * The app's main navigation: grouped links to the top-level pages, with the current one marked. It fills its
 * container (the `AppShellLayout` sidebar, or the mobile drawer) and scrolls when it is taller than it.
 */
export const SidebarNav = forwardRef<HTMLElement, SidebarNavProps>(function SidebarNav(
  { sections, header, footer, ...rest },
  ref,
) {
  return (
    <StyledSidebarNav {...rest} ref={ref}>
      {header && <Header>{header}</Header>}
      <Sections>
        {sections.map((section) => (
          <NavSection key={section.id} section={section} />
        ))}
      </Sections>
      {footer && <Footer>{footer}</Footer>}
    </StyledSidebarNav>
  );
});

function NavSection({ section }: { section: SidebarNavSection }) {
  const titleId = useId();

  return (
    <Section>
      {section.title && <SectionTitle id={titleId}>{section.title}</SectionTitle>}
      <List aria-labelledby={section.title ? titleId : undefined}>
        {section.items.map((item) => (
          <li key={item.id}>
            <NavLink href={item.href} aria-current={item.isCurrent ? 'page' : undefined}>
              {item.icon && <ItemIcon>{item.icon}</ItemIcon>}
              <ItemLabel>{item.label}</ItemLabel>
              {item.badge && <ItemBadge>{item.badge}</ItemBadge>}
            </NavLink>
          </li>
        ))}
      </List>
    </Section>
  );
}
