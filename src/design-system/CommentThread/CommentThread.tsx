import { CornerDownRight } from 'lucide-react';
import { Children, forwardRef } from 'react';
import { MoreButton, Replies, ReplyList, StyledThread } from './CommentThread.styles.ts';
import type { CommentThreadProps } from './CommentThread.types.ts';

/**
 * A comment with its replies, one level deep: the replies are indented under the parent's text, followed by a
 * "view N more replies" button when some are not loaded, and by the reply box the screen provides.
 */
export const CommentThread = forwardRef<HTMLDivElement, CommentThreadProps>(function CommentThread(
  {
    comment,
    children,
    moreRepliesCount = 0,
    moreRepliesLabel,
    onShowMoreReplies,
    replySlot,
    locale,
    ...rest
  },
  ref,
) {
  const replies = Children.toArray(children);
  const showMore = moreRepliesCount > 0 && moreRepliesLabel;
  const hasReplies = replies.length > 0 || showMore || replySlot;

  return (
    <StyledThread {...rest} ref={ref}>
      {comment}
      {hasReplies && (
        <Replies>
          {replies.length > 0 && (
            <ReplyList>
              {replies.map((reply, index) => (
                <li key={index}>{reply}</li>
              ))}
            </ReplyList>
          )}
          {showMore && (
            <MoreButton onPress={onShowMoreReplies}>
              <CornerDownRight aria-hidden="true" />
              {moreRepliesLabel(moreRepliesCount, new Intl.NumberFormat(locale).format(moreRepliesCount))}
            </MoreButton>
          )}
          {replySlot}
        </Replies>
      )}
    </StyledThread>
  );
});
