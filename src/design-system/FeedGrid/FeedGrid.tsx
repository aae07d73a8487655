import { CalendarClock, Clapperboard, Film, GripVertical, Image as ImageIcon, Layers } from 'lucide-react';
import { useRef } from 'react';
import { useDragAndDrop, type Key } from 'react-aria-components';
import {
  DragHandle,
  KindIcon,
  PlannedBadge,
  StyledDropIndicator,
  StyledGrid,
  Tile,
  TileMedia,
} from './FeedGrid.styles.ts';
import type { FeedGridItem, FeedGridProps } from './FeedGrid.types.ts';
import { reorderPlanned, resolvePlannedTarget } from './FeedGrid.utils.ts';

const KIND_ICONS = { carousel: Layers, video: Film, reel: Clapperboard, image: null } as const;

/**
 * The Instagram profile grid, three tiles a row, with planned posts mixed in among the published ones so the
 * feed's look can be checked before publishing. Planned tiles (dashed outline and a badge) can be dragged to
 * another planned slot with the pointer or the keyboard (arrows move between tiles, Tab reaches a planned
 * tile's drag handle, Enter picks it up, arrows choose a place, Enter drops, Escape cancels); published tiles
 * stay put. Built on React Aria's GridList; the handle's name and the drag announcements come from React Aria
 * (localised by its `I18nProvider`).
 */
export function FeedGrid({
  items,
  onReorder,
  onAction,
  'aria-label': ariaLabel,
  plannedLabel,
  isReorderDisabled = false,
  tileAspectRatio = 1,
  emptyState,
  className,
}: FeedGridProps) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const isPlanned = (key: Key | null | undefined) =>
    key !== null && key !== undefined && byId.get(String(key))?.isPlanned === true;
  const canReorder = !isReorderDisabled && Boolean(onReorder);
  const draggingKeys = useRef<Set<Key>>(new Set());

  const { dragAndDropHooks } = useDragAndDrop<FeedGridItem>({
    isDisabled: !canReorder,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onDragStart: (event) => {
      draggingKeys.current = event.keys;
    },
    // Only planned tiles move, and only to places next to a planned tile.
    getDropOperation: (target) => {
      if (target.type !== 'item' || target.dropPosition === 'on') return 'cancel';
      if (!resolvePlannedTarget(items, String(target.key), target.dropPosition)) return 'cancel';
      return [...draggingKeys.current].every(isPlanned) ? 'move' : 'cancel';
    },
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      const place = resolvePlannedTarget(items, String(event.target.key), event.target.dropPosition);
      if (!place) return;
      const next = reorderPlanned(items, [...event.keys].map(String), place.targetId, place.position);
      onReorder?.(next.map((item) => item.id));
    },
    renderDropIndicator: (target) => <StyledDropIndicator target={target} />,
  });

  // Published tiles are focusable (they belong to the feed) but never draggable. (The hooks object is new on
  // every render, as `useDragAndDrop` recreates it from the options.)
  const baseUseDraggableItem = dragAndDropHooks.useDraggableItem;
  const hooks: typeof dragAndDropHooks = baseUseDraggableItem
    ? {
        ...dragAndDropHooks,
        useDraggableItem: function useDraggableItem(props, state) {
          const result = baseUseDraggableItem(props, state);
          return isPlanned(props.key)
            ? result
            : { dragProps: {}, dragButtonProps: { ...result.dragButtonProps, isDisabled: true } };
        },
      }
    : dragAndDropHooks;

  return (
    <StyledGrid
      aria-label={ariaLabel}
      className={className}
      layout="grid"
      keyboardNavigationBehavior="tab"
      items={items}
      dragAndDropHooks={hooks}
      onAction={onAction ? (key) => onAction(String(key)) : undefined}
      renderEmptyState={emptyState ? () => emptyState : undefined}
    >
      {(item) => {
        const Kind = KIND_ICONS[item.kind];
        const Placeholder = item.kind === 'image' || item.kind === 'carousel' ? ImageIcon : Film;
        return (
          <Tile
            id={item.id}
            textValue={item.label}
            aria-label={item.label}
            data-planned={item.isPlanned || undefined}
          >
            <TileMedia $ratio={tileAspectRatio}>
              {item.thumbnailUrl ? (
                <img src={item.thumbnailUrl} alt="" draggable={false} />
              ) : (
                <Placeholder aria-hidden="true" />
              )}
            </TileMedia>
            {Kind && (
              <KindIcon>
                <Kind />
              </KindIcon>
            )}
            {canReorder && (
              // Published tiles keep a hidden, disabled handle: React Aria expects one in every draggable row.
              <DragHandle slot="drag" data-hidden={!item.isPlanned || undefined}>
                <GripVertical aria-hidden="true" />
              </DragHandle>
            )}
            {item.isPlanned && (
              <PlannedBadge>
                <CalendarClock />
                <span>{item.badge ?? plannedLabel}</span>
              </PlannedBadge>
            )}
          </Tile>
        );
      }}
    </StyledGrid>
  );
}
