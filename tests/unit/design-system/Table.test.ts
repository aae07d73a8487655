import { describe, expect, it } from 'vitest';
import { sortRows } from '@/design-system/Table';

type Row = { id: number; name: string | null; reach: number | null; at: Date | null };

const rows: Row[] = [
  { id: 1, name: 'banana', reach: 30, at: new Date('2025-05-03T00:00:00Z') },
  { id: 2, name: 'Apple', reach: null, at: null },
  { id: 3, name: 'item 10', reach: 5, at: new Date('2025-05-01T00:00:00Z') },
  { id: 4, name: null, reach: 100, at: new Date('2025-05-02T00:00:00Z') },
  { id: 5, name: 'item 2', reach: 30, at: new Date('invalid') },
  { id: 6, name: 'Éclair', reach: Number.NaN, at: new Date('2025-04-30T00:00:00Z') },
];
const accessor = (row: Row, column: string) => row[column as keyof Row];
const ids = (sorted: Row[]) => sorted.map((row) => row.id);

describe('sortRows', () => {
  it('returns a copy in the original order without a descriptor', () => {
    const sorted = sortRows(rows, undefined, accessor);
    expect(ids(sorted)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sorted).not.toBe(rows);
  });

  it('sorts numbers both ways, missing values (null, NaN) last, ties stable', () => {
    expect(ids(sortRows(rows, { column: 'reach', direction: 'ascending' }, accessor))).toEqual([
      3, 1, 5, 4, 2, 6,
    ]);
    expect(ids(sortRows(rows, { column: 'reach', direction: 'descending' }, accessor))).toEqual([
      4, 1, 5, 3, 2, 6,
    ]);
  });

  it('sorts strings with a collator: case and accents ignored, numbers in text compared numerically', () => {
    expect(ids(sortRows(rows, { column: 'name', direction: 'ascending' }, accessor, 'en'))).toEqual([
      2, 1, 6, 5, 3, 4,
    ]);
    expect(ids(sortRows(rows, { column: 'name', direction: 'descending' }, accessor, 'en'))).toEqual([
      3, 5, 6, 1, 2, 4,
    ]);
  });

  it('sorts dates by time, invalid and missing dates last', () => {
    expect(ids(sortRows(rows, { column: 'at', direction: 'ascending' }, accessor))).toEqual([
      6, 3, 4, 1, 2, 5,
    ]);
    expect(ids(sortRows(rows, { column: 'at', direction: 'descending' }, accessor))).toEqual([
      1, 4, 3, 6, 2, 5,
    ]);
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortRows(rows, { column: 'reach', direction: 'descending' }, accessor);
    expect(rows).toEqual(copy);
  });
});
