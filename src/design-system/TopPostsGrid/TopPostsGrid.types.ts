import type { ChartStateProps, ChartValueFormat } from '../ChartFrame/index.ts';
import type { NetworkKey } from '../theme/tokens.ts';

export type TopPost = {
  id: string;
  /** The post's image; null or absent shows a tile with the network's colour instead. */
  thumbnailUrl?: string | null;
  caption: string;
  network: NetworkKey;
  /** ISO date-time of publication. */
  publishedAt: string;
  /** The ranking metric's value, e.g. 18420. */
  metricValue: number;
  /** The ranking metric's name, e.g. "Engagements". */
  metricLabel: string;
};

export type TopPostsGridProps = Omit<ChartStateProps, 'showTable'> & {
  /** Posts in rank order (best first). */
  posts: TopPost[];
  /** Names of the networks, e.g. `{ instagram: 'Instagram', … }`. */
  networkLabels: Record<NetworkKey, string>;
  /** The rank badge's accessible text, e.g. (rank) => `Rank ${rank}`. The badge shows the number. */
  rankLabel: (rank: number) => string;
  /** Called with the post id when a post is chosen (click, Enter, Space). */
  onSelect?: (id: string) => void;
  /** The list's accessible name, e.g. "Top posts by engagements". */
  summary: string;
  /** @default 'compact' */
  valueFormat?: ChartValueFormat;
  /** Minimum card width in px; the grid fits as many columns as it can. @default 180 */
  minCardWidth?: number;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
