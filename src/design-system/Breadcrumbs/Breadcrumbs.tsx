import { ChevronRight } from 'lucide-react';
import { Link } from '../Link/index.ts';
import { Current, Nav, StyledBreadcrumb, StyledBreadcrumbs } from './Breadcrumbs.styles.ts';
import type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.types.ts';

/**
 * Where the page sits in the hierarchy: "Reports › Instagram › October". Every crumb but the last is a link;
 * the last is the current page (`aria-current="page"`). Use it above a page title, not as primary navigation.
 */
export function Breadcrumbs({ items, navLabel, onAction, className }: BreadcrumbsProps) {
  const last = items.length - 1;

  return (
    <Nav aria-label={navLabel} className={className}>
      <StyledBreadcrumbs<BreadcrumbItem>
        items={items}
        onAction={onAction ? (key) => onAction(String(key)) : undefined}
      >
        {(item) => {
          const isCurrent = item.id === items[last]?.id;

          return (
            <StyledBreadcrumb id={item.id}>
              {isCurrent || !item.href ? (
                <Current aria-current={isCurrent ? 'page' : undefined}>{item.label}</Current>
              ) : (
                <Link href={item.href} variant="standalone">
                  {item.label}
                </Link>
              )}
              {!isCurrent && <ChevronRight aria-hidden="true" />}
            </StyledBreadcrumb>
          );
        }}
      </StyledBreadcrumbs>
    </Nav>
  );
}
