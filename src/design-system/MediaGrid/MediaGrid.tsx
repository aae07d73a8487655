import { Check as CheckIcon, FileText, Film, Image as ImageIcon } from 'lucide-react';
import { Skeleton } from '@/design-system/Skeleton';
import {
  Caption,
  Check,
  Details,
  KindChip,
  LoadingGrid,
  MiniTag,
  Name,
  Preview,
  SkeletonTile,
  StyledGrid,
  Tags,
  Tile,
} from './MediaGrid.styles.ts';
import type { MediaGridKind, MediaGridProps } from './MediaGrid.types.ts';

const KIND_ICONS: Record<MediaGridKind, typeof ImageIcon> = {
  image: ImageIcon,
  video: Film,
  document: FileText,
};

/**
 * A library's files as tiles: a preview (or the kind's icon), the kind, the name, one line of details and the
 * tags. Built on React Aria's GridList in grid layout: arrows move between tiles, Enter opens one
 * (`onAction`), and with a selection mode Space or a click chooses tiles (a check shows which).
 */
export function MediaGrid({
  'aria-label': ariaLabel,
  items,
  kindLabels,
  selectionMode = 'none',
  selectedKeys,
  onSelectionChange,
  disabledKeys,
  onAction,
  isLoading = false,
  loadingCount = 8,
  emptyState,
  minTileWidth = '160px',
  className,
}: MediaGridProps) {
  const tileWidth = { '--media-min-tile': minTileWidth } as React.CSSProperties;
  if (isLoading)
    return (
      <LoadingGrid
        style={tileWidth}
        className={className}
        aria-busy="true"
        aria-label={ariaLabel}
        role="group"
      >
        {Array.from({ length: loadingCount }, (_, index) => (
          <SkeletonTile key={index}>
            <Skeleton height="auto" radius="none" style={{ aspectRatio: '1' }} />
            <Skeleton width="70%" height="12px" />
            <Skeleton width="45%" height="12px" />
          </SkeletonTile>
        ))}
      </LoadingGrid>
    );

  return (
    <StyledGrid
      style={tileWidth}
      aria-label={ariaLabel}
      className={className}
      layout="grid"
      items={items}
      selectionMode={selectionMode}
      selectionBehavior="toggle"
      {...(selectedKeys ? { selectedKeys } : {})}
      onSelectionChange={
        onSelectionChange
          ? (keys) =>
              onSelectionChange(
                new Set(keys === 'all' ? items.map((item) => item.id) : [...keys].map(String)),
              )
          : undefined
      }
      disabledKeys={disabledKeys}
      onAction={onAction ? (key) => onAction(String(key)) : undefined}
      renderEmptyState={emptyState ? () => emptyState : undefined}
    >
      {(item) => {
        const Icon = KIND_ICONS[item.kind];

        return (
          <Tile id={item.id} textValue={item.name} aria-label={`${item.name}, ${kindLabels[item.kind]}`}>
            <Preview>
              {item.thumbnailUrl ? (
                <img src={item.thumbnailUrl} alt="" draggable={false} loading="lazy" />
              ) : (
                <Icon aria-hidden="true" />
              )}
              <KindChip aria-hidden="true">
                <Icon />
                {kindLabels[item.kind]}
              </KindChip>
              {selectionMode !== 'none' && (
                <Check aria-hidden="true">
                  <CheckIcon />
                </Check>
              )}
            </Preview>
            <Caption>
              <Name>{item.name}</Name>
              {item.details && <Details>{item.details}</Details>}
              {item.tags && item.tags.length > 0 && (
                <Tags>
                  {item.tags.map((tag) => (
                    <MiniTag key={tag}>{tag}</MiniTag>
                  ))}
                </Tags>
              )}
            </Caption>
          </Tile>
        );
      }}
    </StyledGrid>
  );
}
