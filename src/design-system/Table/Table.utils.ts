import type { SortDescriptor } from './Table.types.ts';

/** A value a column sorts by. `null`, `undefined`, `NaN` and invalid dates sort last, either direction. */
export type SortValue = number | string | Date | boolean | null | undefined;

const isMissing = (value: SortValue): value is null | undefined =>
  value === null ||
  value === undefined ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (value instanceof Date && Number.isNaN(value.getTime()));

const asNumber = (value: number | Date | boolean) =>
  value instanceof Date ? value.getTime() : Number(value);

/**
 * Sorts rows for a `Table` by the column of `descriptor`, reading each row's value with `accessor`. Numbers
 * and dates compare by value, strings with `Intl.Collator` (locale-aware, "item 2" before "item 10", case
 * and accents ignored); missing values always go last. Stable, and returns a new array; with no descriptor it
 * returns the rows in their order.
 */
export function sortRows<T>(
  rows: ReadonlyArray<T>,
  descriptor: SortDescriptor | undefined | null,
  accessor: (row: T, columnId: string) => SortValue,
  locale?: string,
): T[] {
  if (!descriptor) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  const keyed = rows.map((row, index) => ({ row, index, value: accessor(row, descriptor.column) }));

  keyed.sort((a, b) => {
    const aMissing = isMissing(a.value);
    const bMissing = isMissing(b.value);
    if (aMissing || bMissing) {
      return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
    }
    const x = a.value as Exclude<SortValue, null | undefined>;
    const y = b.value as Exclude<SortValue, null | undefined>;
    const order =
      typeof x === 'string' || typeof y === 'string'
        ? collator.compare(String(x), String(y))
        : asNumber(x) - asNumber(y);
    return order === 0 ? a.index - b.index : sign * Math.sign(order);
  });

  return keyed.map((entry) => entry.row);
}
