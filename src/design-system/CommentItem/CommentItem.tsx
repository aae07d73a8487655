import { Check, CircleCheck, Eye, EyeOff, Heart, Reply, Trash2 } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { Avatar } from '../Avatar/index.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';
import { networkName } from '../NetworkIcon/index.ts';
import { HighlightedText } from '../PostPreview/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Action,
  Chips,
  Content,
  Footer,
  Head,
  Likes,
  Name,
  Secondary,
  StyledComment,
  Text,
} from './CommentItem.styles.ts';
import type { CommentItemProps, CommentSentiment } from './CommentItem.types.ts';
import { formatRelativeTime, toDate } from './CommentItem.utils.ts';

const SENTIMENT_TONES: Record<CommentSentiment, BadgeTone> = {
  positive: 'success',
  neutral: 'neutral',
  negative: 'critical',
};

/**
 * One comment in the inbox: who wrote it and where (avatar with the network's badge), how long ago, the text
 * with mentions and hashtags highlighted, likes, status chips (hidden, replied, done, sentiment) and the
 * moderation actions that have a callback. Every text comes through `labels`.
 */
export const CommentItem = forwardRef<HTMLElement, CommentItemProps>(function CommentItem(
  {
    author,
    network,
    text,
    createdAt,
    now,
    locale,
    likeCount,
    isHidden = false,
    isReplied = false,
    isDone = false,
    sentiment,
    labels = {},
    size = 'md',
    onReply,
    onHideChange,
    onDelete,
    onDoneChange,
    ...rest
  },
  ref,
) {
  const nameId = useId();
  const date = toDate(createdAt);
  const relative = formatRelativeTime(date, now, locale);
  const absolute = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  const likes =
    likeCount !== undefined ? new Intl.NumberFormat(locale, { notation: 'compact' }).format(likeCount) : '';
  const sentimentLabel = sentiment ? labels.sentiment?.[sentiment] : undefined;
  const hideLabel = isHidden ? (labels.unhide ?? labels.hide) : labels.hide;
  const doneLabel = isDone ? (labels.markUndone ?? labels.markDone) : labels.markDone;
  const hasFooter =
    likeCount !== undefined ||
    Boolean(onReply && labels.reply) ||
    Boolean(onHideChange && hideLabel) ||
    Boolean(onDoneChange && doneLabel) ||
    Boolean(onDelete && labels.delete);

  return (
    <StyledComment {...rest} ref={ref} aria-labelledby={rest['aria-labelledby'] ?? nameId} data-size={size}>
      <Avatar
        name={author.name}
        src={author.avatarUrl}
        network={network}
        size={size === 'sm' ? 'sm' : 'md'}
        isDecorative
      />
      <Content>
        <Head>
          <Name id={nameId}>{author.name}</Name>
          {author.handle && <Secondary>@{author.handle}</Secondary>}
          {network && <VisuallyHidden>{networkName(network)}</VisuallyHidden>}
          <Secondary as="time" dateTime={date.toISOString()} title={absolute}>
            {relative}
          </Secondary>
          {(isHidden && labels.hidden) ||
          (isReplied && labels.replied) ||
          (isDone && labels.done) ||
          sentimentLabel ? (
            <Chips>
              {isHidden && labels.hidden && (
                <Badge size="sm" icon={<EyeOff />}>
                  {labels.hidden}
                </Badge>
              )}
              {isReplied && labels.replied && (
                <Badge size="sm" tone="info" icon={<Reply />}>
                  {labels.replied}
                </Badge>
              )}
              {isDone && labels.done && (
                <Badge size="sm" tone="success" icon={<Check />}>
                  {labels.done}
                </Badge>
              )}
              {sentiment && sentimentLabel && (
                <Badge size="sm" tone={SENTIMENT_TONES[sentiment]}>
                  {sentimentLabel}
                </Badge>
              )}
            </Chips>
          ) : null}
        </Head>
        <Text data-hidden={isHidden || undefined}>
          <HighlightedText text={text} />
        </Text>
        {hasFooter && (
          <Footer>
            {likeCount !== undefined && (
              <Likes>
                <Heart aria-hidden="true" />
                <span aria-hidden={labels.likes ? true : undefined}>{likes}</span>
                {labels.likes && <VisuallyHidden>{labels.likes(likeCount, likes)}</VisuallyHidden>}
              </Likes>
            )}
            {onReply && labels.reply && (
              <Action onPress={onReply}>
                <Reply aria-hidden="true" />
                {labels.reply}
              </Action>
            )}
            {onHideChange && hideLabel && (
              <Action onPress={() => onHideChange(!isHidden)}>
                {isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                {hideLabel}
              </Action>
            )}
            {onDoneChange && doneLabel && (
              <Action onPress={() => onDoneChange(!isDone)}>
                <CircleCheck aria-hidden="true" />
                {doneLabel}
              </Action>
            )}
            {onDelete && labels.delete && (
              <Action data-tone="critical" onPress={onDelete}>
                <Trash2 aria-hidden="true" />
                {labels.delete}
              </Action>
            )}
          </Footer>
        )}
      </Content>
    </StyledComment>
  );
});
