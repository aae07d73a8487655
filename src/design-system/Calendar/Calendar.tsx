import { type CalendarDate, parseDate, startOfMonth, today as todayIn } from '@internationalized/date';
import { ChevronLeft, ChevronRight, CircleAlert, Globe, Plus } from 'lucide-react';
import { forwardRef, useId, useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { NetworkIcon, networkName } from '../NetworkIcon/index.ts';
import { Popover, PopoverTrigger } from '../Popover/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Chip,
  ChipCaption,
  ChipList,
  ChipTime,
  CreateButton,
  DayCell,
  DayHead,
  DayInner,
  DayNumber,
  Empty,
  FailedIcon,
  HourHeader,
  ListBody,
  ListCaption,
  ListDay,
  ListDayTitle,
  ListProfile,
  ListRow,
  ListRows,
  ListText,
  ListTime,
  MoreButton,
  PopoverChips,
  SlotCell,
  SlotInner,
  StyledCalendar,
  Table,
  Thumbnail,
  ThumbnailPlaceholder,
  TimeZone,
  Title,
  Toolbar,
  ToolbarGroup,
  ViewButton,
  ViewSwitcher,
  WeekdayHeader,
  WeekdayName,
  WeekDayHead,
  WeekDayHeader,
} from './Calendar.styles.ts';
import {
  CALENDAR_VIEWS,
  type CalendarPostStatus,
  type CalendarProps,
  type CalendarView,
} from './Calendar.types.ts';
import { hasOffsetChange, instantAt, type PlacedPost, placePosts, visibleDays } from './Calendar.utils.ts';

const STATUS_TONES: Record<CalendarPostStatus, BadgeTone> = {
  draft: 'neutral',
  'awaiting-approval': 'warning',
  approved: 'info',
  scheduled: 'accent',
  publishing: 'info',
  published: 'success',
  failed: 'critical',
};

type Formatters = {
  time: Intl.DateTimeFormat;
  timeWithZone: Intl.DateTimeFormat;
  dayLong: Intl.DateTimeFormat;
  weekdayShort: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
  range: Intl.DateTimeFormat;
  hour: Intl.DateTimeFormat;
};

function useFormatters(locale: string | undefined, timeZone: string): Formatters {
  return useMemo(
    () => ({
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
      timeWithZone: new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
      dayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }),
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }),
      range: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
      hour: new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }),
    }),
    [locale, timeZone],
  );
}

type ChipContext = {
  formatters: Formatters;
  timeZone: string;
  statusLabels: CalendarProps['statusLabels'];
  onSelectPost: (id: string) => void;
  /** Local days whose UTC offset changes: their times show the zone, since an hour repeats or is skipped. */
  offsetDays: Set<string>;
};

function postTime({ zoned, day }: PlacedPost, { formatters, offsetDays }: ChipContext): string {
  return (offsetDays.has(day) ? formatters.timeWithZone : formatters.time).format(zoned.toDate());
}

/** A post on the grid: network, local time, the caption's start; the status colours its edge. */
function PostChip({ item, context }: { item: PlacedPost; context: ChipContext }) {
  const { post } = item;
  return (
    <Chip data-status={post.status} data-post-id={post.id} onPress={() => context.onSelectPost(post.id)}>
      <NetworkIcon network={post.network} size="sm" />
      <ChipTime>{postTime(item, context)}</ChipTime>
      {post.status === 'failed' && (
        <FailedIcon aria-hidden="true">
          <CircleAlert />
        </FailedIcon>
      )}
      <VisuallyHidden>{`${networkName(post.network)}, ${post.profileName}:`}</VisuallyHidden>
      <ChipCaption>{post.caption}</ChipCaption>
      <VisuallyHidden>{`, ${context.statusLabels[post.status]}`}</VisuallyHidden>
    </Chip>
  );
}

function ChipItems({ items, context }: { items: PlacedPost[]; context: ChipContext }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.post.id}>
          <PostChip item={item} context={context} />
        </li>
      ))}
    </>
  );
}

const isInteractive = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a, input, [role="dialog"]') !== null;

/**
 * The publishing calendar: posts as chips on a month grid (six weeks, "+N more" opening the rest of a day),
 * a week by hours, or a list grouped by day. Every time is shown in `timeZone`, named in the header; days
 * where daylight saving time changes show the zone next to each time. Chips are buttons reporting the post;
 * with `onCreateAt`, empty days and hour slots create a post there.
 */
export const Calendar = forwardRef<HTMLElement, CalendarProps>(function Calendar(
  {
    view,
    onViewChange,
    date,
    onDateChange,
    today,
    timeZone,
    weekStartsOn = 1,
    locale,
    posts,
    statusLabels,
    onSelectPost,
    onCreateAt,
    createHour = 9,
    createLabel,
    timeZoneLabel,
    previousLabel,
    nextLabel,
    todayLabel,
    viewLabel,
    viewLabels,
    moreLabel,
    emptyLabel,
    maxPostsPerDay = 3,
    weekStartHour = 6,
    titleLevel = 2,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const formatters = useFormatters(locale, timeZone);
  const focus = useMemo(() => parseDate(date), [date]);
  const todayIso = today ?? todayIn(timeZone).toString();
  const days = useMemo(() => visibleDays(view, focus, weekStartsOn), [view, focus, weekStartsOn]);
  const byDay = useMemo(() => placePosts(posts, timeZone), [posts, timeZone]);
  const offsetDays = useMemo(
    () => new Set(days.filter((day) => hasOffsetChange(day, timeZone)).map(String)),
    [days, timeZone],
  );
  const context: ChipContext = { formatters, timeZone, statusLabels, onSelectPost, offsetDays };

  const toDate = (day: CalendarDate) => day.toDate(timeZone);
  const first = days[0] ?? focus;
  const last = days[days.length - 1] ?? focus;
  const title =
    view === 'week'
      ? formatters.range.formatRange(toDate(first), toDate(last))
      : formatters.month.format(toDate(startOfMonth(focus)));

  const step = view === 'week' ? { weeks: 1 } : { months: 1 };
  const create = (day: CalendarDate, hour: number) => onCreateAt?.(instantAt(day, hour, timeZone));

  const createButton = (day: CalendarDate) =>
    onCreateAt && createLabel ? (
      <CreateButton
        aria-label={createLabel(formatters.dayLong.format(toDate(day)))}
        onPress={() => create(day, createHour)}
      >
        <Plus aria-hidden="true" />
      </CreateButton>
    ) : null;

  const renderMonth = () => {
    const weeks = Array.from({ length: 6 }, (_, index) => days.slice(index * 7, index * 7 + 7));
    return (
      <Table>
        <VisuallyHidden as="caption">{title}</VisuallyHidden>
        <thead>
          <tr>
            {days.slice(0, 7).map((day) => (
              <WeekdayHeader key={String(day)} scope="col" abbr={formatters.weekdayLong.format(toDate(day))}>
                {formatters.weekdayShort.format(toDate(day))}
              </WeekdayHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={String(week[0])}>
              {week.map((day) => {
                const key = String(day);
                const items = byDay.get(key) ?? [];
                const overflow = items.length > maxPostsPerDay;
                const shown = overflow ? items.slice(0, Math.max(maxPostsPerDay - 1, 0)) : items;
                const isToday = key === todayIso;
                const dayText = formatters.dayLong.format(toDate(day));
                return (
                  <DayCell
                    key={key}
                    data-outside={day.month !== focus.month || undefined}
                    data-creatable={onCreateAt ? true : undefined}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={(event) => {
                      if (onCreateAt && !isInteractive(event.target)) create(day, createHour);
                    }}
                  >
                    <DayInner>
                      <DayHead>
                        <DayNumber data-today={isToday || undefined} aria-hidden="true">
                          {day.day}
                        </DayNumber>
                        <VisuallyHidden>{dayText}</VisuallyHidden>
                        {createButton(day)}
                      </DayHead>
                      {shown.length > 0 && (
                        <ChipList>
                          <ChipItems items={shown} context={context} />
                        </ChipList>
                      )}
                      {overflow && (
                        <PopoverTrigger>
                          <MoreButton>{moreLabel(items.length - shown.length)}</MoreButton>
                          <Popover title={dayText} placement="bottom start" width="sm">
                            <PopoverChips>
                              <ChipItems items={items} context={context} />
                            </PopoverChips>
                          </Popover>
                        </PopoverTrigger>
                      )}
                    </DayInner>
                  </DayCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  };

  const renderWeek = () => {
    const weekItems = days.map((day) => byDay.get(String(day)) ?? []);
    const earliest = Math.min(weekStartHour, ...weekItems.flat().map((item) => item.zoned.hour));
    const hours = Array.from({ length: 24 - earliest }, (_, index) => earliest + index);
    return (
      <Table>
        <VisuallyHidden as="caption">{title}</VisuallyHidden>
        <thead>
          <tr>
            <HourHeader as="td" aria-hidden="true" />
            {days.map((day) => {
              const isToday = String(day) === todayIso;
              return (
                <WeekDayHeader key={String(day)} scope="col" aria-current={isToday ? 'date' : undefined}>
                  <WeekDayHead>
                    <WeekdayName aria-hidden="true">
                      {formatters.weekdayShort.format(toDate(day))}
                    </WeekdayName>
                    <DayNumber data-today={isToday || undefined} aria-hidden="true">
                      {day.day}
                    </DayNumber>
                    <VisuallyHidden>{formatters.dayLong.format(toDate(day))}</VisuallyHidden>
                    {createButton(day)}
                  </WeekDayHead>
                </WeekDayHeader>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <HourHeader scope="row">{formatters.hour.format(Date.UTC(2000, 0, 1, hour))}</HourHeader>
              {days.map((day, index) => {
                const items = (weekItems[index] ?? []).filter((item) => item.zoned.hour === hour);
                return (
                  <SlotCell
                    key={String(day)}
                    data-creatable={onCreateAt ? true : undefined}
                    onClick={(event) => {
                      if (onCreateAt && !isInteractive(event.target)) create(day, hour);
                    }}
                  >
                    {items.length > 0 && (
                      <SlotInner>
                        <ChipList>
                          <ChipItems items={items} context={context} />
                        </ChipList>
                      </SlotInner>
                    )}
                  </SlotCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    );
  };

  const renderList = () => {
    const withPosts = days.filter((day) => (byDay.get(String(day)) ?? []).length > 0);
    if (withPosts.length === 0) return <Empty>{emptyLabel}</Empty>;
    const HeadingTag = titleLevel === 2 ? 'h3' : 'h4';
    return (
      <ListBody>
        {withPosts.map((day) => {
          const key = String(day);
          return (
            <ListDay key={key} aria-labelledby={`${titleId}-${key}`}>
              <ListDayTitle as={HeadingTag} id={`${titleId}-${key}`}>
                {formatters.dayLong.format(toDate(day))}
                {key === todayIso && (
                  <Badge size="sm" tone="accent">
                    {todayLabel}
                  </Badge>
                )}
              </ListDayTitle>
              <ListRows>
                {(byDay.get(key) ?? []).map((item) => {
                  const { post } = item;
                  return (
                    <li key={post.id}>
                      <ListRow
                        data-status={post.status}
                        data-post-id={post.id}
                        onPress={() => onSelectPost(post.id)}
                      >
                        <ListTime>{postTime(item, context)}</ListTime>
                        {post.thumbnailUrl ? (
                          <Thumbnail src={post.thumbnailUrl} alt="" />
                        ) : (
                          <ThumbnailPlaceholder aria-hidden="true">
                            <NetworkIcon network={post.network} tone="current" />
                          </ThumbnailPlaceholder>
                        )}
                        <ListText>
                          <ListProfile>
                            <NetworkIcon network={post.network} size="sm" />
                            <VisuallyHidden>{`${networkName(post.network)}, `}</VisuallyHidden>
                            {post.profileName}
                          </ListProfile>
                          <ListCaption>{post.caption}</ListCaption>
                        </ListText>
                        <Badge size="sm" tone={STATUS_TONES[post.status]}>
                          {statusLabels[post.status]}
                        </Badge>
                      </ListRow>
                    </li>
                  );
                })}
              </ListRows>
            </ListDay>
          );
        })}
      </ListBody>
    );
  };

  return (
    <StyledCalendar aria-labelledby={titleId} {...rest} ref={ref} data-view={view}>
      <Toolbar>
        <ToolbarGroup>
          <IconButton
            size="sm"
            variant="secondary"
            icon={<ChevronLeft />}
            label={previousLabel}
            onPress={() => onDateChange(focus.subtract(step).toString())}
          />
          <IconButton
            size="sm"
            variant="secondary"
            icon={<ChevronRight />}
            label={nextLabel}
            onPress={() => onDateChange(focus.add(step).toString())}
          />
          <Button size="sm" onPress={() => onDateChange(todayIso)}>
            {todayLabel}
          </Button>
          <Title as={`h${titleLevel}`} id={titleId} aria-live="polite">
            {title}
          </Title>
        </ToolbarGroup>
        <ToolbarGroup>
          <TimeZone>
            <Globe aria-hidden="true" />
            {timeZoneLabel(timeZone)}
          </TimeZone>
          <ViewSwitcher
            aria-label={viewLabel}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[view]}
            onSelectionChange={(keys: Set<Key>) => {
              const [next] = [...keys];
              if (next !== undefined && next !== view) onViewChange(next as CalendarView);
            }}
          >
            {CALENDAR_VIEWS.map((option) => (
              <ViewButton key={option} id={option}>
                {viewLabels[option]}
              </ViewButton>
            ))}
          </ViewSwitcher>
        </ToolbarGroup>
      </Toolbar>
      {view === 'month' ? renderMonth() : view === 'week' ? renderWeek() : renderList()}
    </StyledCalendar>
  );
});
