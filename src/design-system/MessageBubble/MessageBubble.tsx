import { Check, CheckCheck, CircleAlert, Clock, Film, Image as ImageIcon, RotateCw } from 'lucide-react';
import { forwardRef } from 'react';
import { Avatar } from '../Avatar/index.ts';
import { toDate } from '../CommentItem/index.ts';
import { HighlightedText } from '../PostPreview/index.ts';
import {
  Attachment,
  Attachments,
  AvatarSlot,
  Bubble,
  Column,
  Meta,
  Retry,
  Row,
} from './MessageBubble.styles.ts';
import type { DeliveryState, MessageBubbleProps } from './MessageBubble.types.ts';

const DELIVERY_ICONS: Record<DeliveryState, typeof Check> = {
  sending: Clock,
  sent: Check,
  seen: CheckCheck,
  failed: CircleAlert,
};

/**
 * One direct message: a bubble on the left (inbound) or right (outbound), with picture attachments, and under
 * the last bubble of a group the time and, for your messages, the delivery state, with a retry button when
 * sending failed. Consecutive bubbles of one side form a group through `isFirstInGroup` / `isLastInGroup`.
 */
export const MessageBubble = forwardRef<HTMLDivElement, MessageBubbleProps>(function MessageBubble(
  {
    direction,
    text = '',
    attachments = [],
    sentAt,
    locale,
    timeZone,
    deliveryState,
    deliveryLabels = {},
    retryLabel,
    onRetry,
    isFirstInGroup = true,
    isLastInGroup = true,
    sender,
    ...rest
  },
  ref,
) {
  const date = toDate(sentAt);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
  const state = direction === 'outbound' ? deliveryState : undefined;
  const StateIcon = state ? DELIVERY_ICONS[state] : null;
  const stateLabel = state ? deliveryLabels[state] : undefined;
  const isFailed = state === 'failed';
  const showMeta = isLastInGroup || isFailed;

  return (
    <Row
      {...rest}
      ref={ref}
      data-direction={direction}
      data-first={isFirstInGroup || undefined}
      data-last={isLastInGroup || undefined}
      data-failed={isFailed || undefined}
    >
      {direction === 'inbound' && sender && (
        <AvatarSlot>
          {isLastInGroup && <Avatar name={sender.name} src={sender.avatarUrl} size="sm" isDecorative />}
        </AvatarSlot>
      )}
      <Column>
        {(text || attachments.length > 0) && (
          <Bubble>
            {attachments.length > 0 && (
              <Attachments data-count={Math.min(attachments.length, 2)}>
                {attachments.map((attachment, index) => {
                  const Placeholder = attachment.kind === 'video' ? Film : ImageIcon;
                  const alt = attachment.alt ?? '';
                  return (
                    <Attachment
                      key={index}
                      role={!attachment.url && alt ? 'img' : undefined}
                      aria-label={!attachment.url && alt ? alt : undefined}
                    >
                      {attachment.url ? (
                        <img src={attachment.url} alt={alt} />
                      ) : (
                        <Placeholder aria-hidden="true" />
                      )}
                    </Attachment>
                  );
                })}
              </Attachments>
            )}
            {text && (
              <span>
                <HighlightedText text={text} />
              </span>
            )}
          </Bubble>
        )}
        {showMeta && (
          <Meta data-state={state}>
            <time dateTime={date.toISOString()}>{time}</time>
            {StateIcon && (
              <>
                <span aria-hidden="true">·</span>
                <StateIcon aria-hidden="true" />
                {stateLabel && <span>{stateLabel}</span>}
              </>
            )}
            {isFailed && onRetry && retryLabel && (
              <Retry onPress={onRetry}>
                <RotateCw aria-hidden="true" />
                {retryLabel}
              </Retry>
            )}
          </Meta>
        )}
      </Column>
    </Row>
  );
});
