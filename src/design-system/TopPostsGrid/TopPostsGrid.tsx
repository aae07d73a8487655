import { ImageOff } from 'lucide-react';
import { memo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame, dateFormat, formatValue } from '../ChartFrame/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Body,
  Caption,
  Card,
  Fallback,
  List,
  ListFrame,
  Media,
  Meta,
  Metric,
  MetricLabel,
  MetricValue,
  NetworkDot,
  Rank,
} from './TopPostsGrid.styles.ts';
import type { TopPostsGridProps } from './TopPostsGrid.types.ts';

/**
 * The best posts of a period as a grid of cards: rank badge, thumbnail (or a tile in the network's colour when
 * there is none), network and date, the caption clamped to two lines and the ranking metric. Each card is a
 * button that calls `onSelect` with the post id. A list, so screen readers hear the count and the order.
 */
export const TopPostsGrid = memo(function TopPostsGrid({
  posts,
  networkLabels,
  rankLabel,
  onSelect,
  summary,
  valueFormat = 'compact',
  minCardWidth = 180,
  locale,
  isSkeletonAnimated,
  height = 280,
  ...state
}: TopPostsGridProps) {
  const theme = useTheme();
  const published = dateFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' });

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      fixedHeight={false}
      skeleton="list"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <ListFrame>
        <List aria-label={summary} $count={posts.length} $min={minCardWidth}>
          {posts.map((post, index) => (
            <li
              key={post.id}
              style={{ '--network-color': theme.color.network[post.network] } as React.CSSProperties}
            >
              <Card onPress={() => onSelect?.(post.id)}>
                <Media>
                  {post.thumbnailUrl ? (
                    <img src={post.thumbnailUrl} alt="" loading="lazy" />
                  ) : (
                    <Fallback>
                      <ImageOff aria-hidden="true" />
                    </Fallback>
                  )}
                  <Rank>
                    <VisuallyHidden>{rankLabel(index + 1)}</VisuallyHidden>
                    <span aria-hidden="true">{index + 1}</span>
                  </Rank>
                </Media>
                <Body>
                  <Meta>
                    <NetworkDot aria-hidden="true" />
                    <span>{networkLabels[post.network]}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={post.publishedAt}>{published.format(new Date(post.publishedAt))}</time>
                  </Meta>
                  <Caption>{post.caption}</Caption>
                  <Metric>
                    <MetricValue>{formatValue(post.metricValue, valueFormat, locale)}</MetricValue>
                    <MetricLabel>{post.metricLabel}</MetricLabel>
                  </Metric>
                </Body>
              </Card>
            </li>
          ))}
        </List>
      </ListFrame>
    </ChartFrame>
  );
});
