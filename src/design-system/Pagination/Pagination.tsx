import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Gap, List, Nav, PageButton } from './Pagination.styles.ts';
import type { PaginationProps } from './Pagination.types.ts';
import { paginationItems } from './Pagination.utils.ts';

/**
 * Moves through a long list one page at a time: posts, comments, audit logs. Shows the first and last page,
 * the current one with its neighbours, and "…" for the gaps. The current page carries `aria-current="page"`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblings = 1,
  navLabel,
  previousLabel,
  nextLabel,
  pageLabel,
  locale,
  className,
}: PaginationProps) {
  if (pageCount < 2) return null;
  // No grouping: the visible "1204" must be part of the accessible name "Page 1204" (WCAG 2.5.3).
  const format = new Intl.NumberFormat(locale, { useGrouping: false });

  return (
    <Nav aria-label={navLabel} className={className}>
      <List>
        <li>
          <PageButton
            aria-label={previousLabel}
            isDisabled={page <= 1}
            onPress={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </PageButton>
        </li>
        {paginationItems(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {format.format(item)}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton
            aria-label={nextLabel}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
