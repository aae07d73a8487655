import { createElement } from 'react';
import {
  BellRing,
  CircleAlert,
  CircleCheck,
  CircleDashed,
  Clock,
  Hourglass,
  LoaderCircle,
  PencilLine,
  ThumbsUp,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { DefaultTheme } from 'styled-components';
import type { TPostStatus, TSchedulerPost } from '@contracts/publishing.ts';
import type { BadgeTone } from '@/design-system/Badge';

/** Each status's badge tone: the word is always written next to it, colour only helps. */
export const STATUS_BADGE: Record<TPostStatus, BadgeTone> = {
  draft: 'neutral',
  awaiting_approval: 'warning',
  approved: 'info',
  scheduled: 'accent',
  publishing: 'info',
  published: 'success',
  failed: 'critical',
  notification_due: 'warning',
};

/** The edge colour of a post on the calendar, from the theme. */
export const statusColor = (theme: DefaultTheme, status: TPostStatus): string =>
  ({
    draft: theme.color.borderStrong,
    awaiting_approval: theme.color.warning,
    approved: theme.color.info,
    scheduled: theme.color.accent,
    publishing: theme.color.info,
    published: theme.color.success,
    failed: theme.color.critical,
    notification_due: theme.color.warning,
  })[status];

const ICONS: Record<TPostStatus, LucideIcon> = {
  draft: PencilLine,
  awaiting_approval: Hourglass,
  approved: ThumbsUp,
  scheduled: Clock,
  publishing: LoaderCircle,
  published: CircleCheck,
  failed: CircleAlert,
  notification_due: BellRing,
};

/** The status's icon (decorative: the status is always in words nearby); a publish nobody holds shows a warning. */
export function StatusIcon({
  post,
  size = 16,
}: {
  post: Pick<TSchedulerPost, 'status' | 'is_stuck'>;
  size?: number;
}) {
  return createElement(post.is_stuck ? TriangleAlert : (ICONS[post.status] ?? CircleDashed), {
    'aria-hidden': true,
    size,
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date formatter, made once per locale and options: a calendar writes hundreds of dates and times. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }

  return format;
}
