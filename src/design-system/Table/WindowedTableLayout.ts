import { LayoutInfo, Rect, TableLayout } from 'react-aria-components';
import type { Key, LayoutNode, Node } from 'react-stately';

/** How far beyond the visible rows the layout is built, in viewports, so most scroll frames reuse it. */
const OVERSCAN_VIEWPORTS = 1;

/**
 * React Aria's TableLayout, with the body laid out by arithmetic when every row has the same height.
 *
 * The base layout walks the body's rows from the first one on every layout pass, and its requested area only
 * grows as the user scrolls, so each pass costs more the further down they are: at row 1,600 of 10,000 a
 * scroll frame took 30–50 ms. Here a pass finds the rows in the requested area by index (row i starts at
 * i × row height) and builds those plus the persisted ones (the focused row, which must stay in the DOM);
 * the requested area is replaced, not grown. A pass costs the same at the top and at the bottom of the table.
 *
 * With estimated (variable) row heights, or a body that holds anything but rows, it falls back to the base
 * behaviour.
 */
export class WindowedTableLayout<T> extends TableLayout<T> {
  /** The body's rows by collection, as an array, so row i is one lookup rather than i steps of a linked list. */
  private rowsByCollection = new WeakMap<object, { rows: Node<T>[]; indexOf: Map<Key, number> }>();

  /** The rows the last pass built: the body's children. */
  private builtRows = new Set<Key>();

  protected override layoutIfNeeded(rect: Rect): void {
    const isOutside = !this.requestedRect.containsRect(rect);
    if (this.lastCollection && this.isFixedRowHeight() && (isOutside || this.hasUnbuiltPersistedRow())) {
      if (isOutside) {
        const margin = rect.height * OVERSCAN_VIEWPORTS;
        this.requestedRect = new Rect(
          rect.x,
          Math.max(0, rect.y - margin),
          rect.width,
          rect.height + 2 * margin,
        );
      }
      this.rootNodes = this.buildCollection();
      this.forgetPersistedIndices();
    }
    // Nothing left to build for `rect`; the base class still makes sure the persisted keys are laid out.
    super.layoutIfNeeded(rect);
  }

  override update(invalidationContext: Parameters<TableLayout<T>['update']>[0]): void {
    super.update(invalidationContext);
    this.forgetPersistedIndices();
  }

  protected override buildRowGroup(y: number, node: Node<T>): LayoutNode {
    const body = this.bodyRows(node);
    const rowHeight = this.rowHeight;
    if (!body || rowHeight === null || !this.isFixedRowHeight())
      return super.buildRowGroup(y, node as Parameters<TableLayout<T>['buildRowGroup']>[1]);

    const step = rowHeight + this.gap;
    const { rows, indexOf } = body;
    const first = clamp(Math.floor((this.requestedRect.y - y) / step), 0, rows.length);
    const last = clamp(Math.ceil((this.requestedRect.maxY - y) / step), 0, rows.length);
    const indices = new Set<number>();
    for (let index = first; index < last; index += 1) indices.add(index);
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const index = indexOf.get(this.rowKeyOf(key));
      if (index !== undefined) indices.add(index);
    }

    const rect = new Rect(this.padding, y, 0, 0);
    const layoutInfo = new LayoutInfo('rowgroup', node.key, rect);
    const children: LayoutNode[] = [];
    for (const index of [...indices].sort((a, b) => a - b)) {
      const child = this.buildChild(rows[index]!, this.padding, y + index * step, layoutInfo.key);
      child.layoutInfo.parentKey = layoutInfo.key;
      child.index = children.length;
      rect.width = Math.max(rect.width, child.layoutInfo.rect.width);
      children.push(child);
    }
    this.builtRows = new Set(children.map((child) => child.layoutInfo.key));
    rect.height = rows.length === 0 ? (this.virtualizer?.size.height ?? 0) : rows.length * step - this.gap;

    return { layoutInfo, children, validRect: rect.intersection(this.requestedRect), node };
  }

  /**
   * A newly focused row far from the built ones (arrow key after scrolling away, Ctrl+End) must join the
   * children before the virtualizer renders it, so a pass is due even though the visible area is covered.
   */
  private hasUnbuiltPersistedRow(): boolean {
    const body = this.bodyRows(this.collection.body);
    if (!body) return false;
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const rowKey = this.rowKeyOf(key);
      if (body.indexOf.has(rowKey) && !this.builtRows.has(rowKey)) return true;
    }

    return false;
  }

  private isFixedRowHeight(): boolean {
    return this.rowHeight !== null && this.estimatedRowHeight === null;
  }

  /** A cell's key stands for its row: the focused cell keeps its row in the DOM. */
  private rowKeyOf(key: Key): Key {
    const item = this.collection.getItem(key);

    return item?.type === 'cell' && item.parentKey !== null && item.parentKey !== undefined
      ? item.parentKey
      : key;
  }

  private bodyRows(node: Node<T>) {
    const collection = this.collection;
    let body = this.rowsByCollection.get(collection);
    if (!body) {
      if (!collection.getChildren) return null;
      const rows = [...collection.getChildren(node.key)];
      if (rows.some((row) => row.type !== 'item')) return null;
      body = { rows, indexOf: new Map(rows.map((row, index) => [row.key, index])) };
      this.rowsByCollection.set(collection, body);
    }

    return body;
  }

  /**
   * The base class caches where the persisted rows sit in the body's children and recomputes that only when
   * the persisted keys change. Here the children change with every pass, so the cache is dropped after each.
   */
  private forgetPersistedIndices(): void {
    (this as unknown as { lastPersistedKeys: unknown }).lastPersistedKeys = null;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
