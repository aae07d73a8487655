/**
 * The columns for `count` cards when `fit` of them fit side by side: as many rows as needed, and the cards
 * spread evenly over them (5 cards, 4 fit: 2 rows of 3 and 2).
 */
export function balancedColumns(count: number, fit: number): number {
  if (count <= 0 || fit <= 1) return 1;
  const rows = Math.ceil(count / fit);

  return Math.ceil(count / rows);
}

/** One container query per number of cards that fit (from 2 to `count`), each with its balanced columns. */
export function balancedColumnQueries(count: number, minWidth: number, gap: number): string {
  const queries: string[] = [];
  for (let fit = 2; fit <= count; fit += 1) {
    const columns = balancedColumns(count, fit);
    queries.push(
      `@container (min-width: ${fit * minWidth + (fit - 1) * gap}px) { grid-template-columns: repeat(${columns}, minmax(0, 1fr)); }`,
    );
  }

  return queries.join('\n');
}
