import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TSchedulerPost } from '@contracts/publishing.ts';
import { isApiError } from '@/api/client.ts';
import { useSchedulingActions } from '@/api/scheduling.ts';
import { Button } from '@/design-system/Button';
import { Text } from '@/design-system/Text';
import { formErrorMessage } from '@/lib/error-message.ts';
import { useSchedulingText } from '@/lib/scheduling-text.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

/** The ticked drafts' selection, and what to say when they are scheduled or refused. */
export function useDraftSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  return {
    selected,
    onToggle: (postId: string, isSelected: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (isSelected) next.add(postId);
        else next.delete(postId);

        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

type BulkScheduleBarProps = {
  /** The ticked drafts, in the order they show. */
  posts: readonly TSchedulerPost[];
  /** How a refused post is named in the message ("Instagram · 14:30"). */
  describe: (post: TSchedulerPost) => string;
  onClear: () => void;
  onDone: (result: { tone: 'success' | 'critical'; text: string }) => void;
};

/**
 * "Schedule selected": the ticked drafts go on the calendar together, each at its own time, or none of them
 * (the refusal names each post that could not be scheduled and why).
 */
export function BulkScheduleBar({ posts, describe, onClear, onDone }: BulkScheduleBarProps) {
  const { t } = useSchedulingText();
  const { t: app } = useTranslation();
  const actions = useSchedulingActions();
  const [isBusy, setBusy] = useState(false);

  const schedule = async () => {
    setBusy(true);
    try {
      const scheduled = await actions.confirmDrafts(posts.map((post) => post.id));
      onClear();
      onDone({ tone: 'success', text: t('bulk.scheduled', { count: scheduled.length }) });
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422 && failure.errors) {
        const reasons = Object.entries(failure.errors)
          .map(([field, messages]) => {
            const post = posts[Number(field.split('.')[1])];

            return `${post ? `${describe(post)}: ` : ''}${messages.join(' ')}`;
          })
          .join(' ');
        onDone({ tone: 'critical', text: t('bulk.refused', { reasons }) });
      } else onDone({ tone: 'critical', text: formErrorMessage(app, failure) });
    } finally {
      setBusy(false);
    }
  };

  if (posts.length === 0) return null;

  return (
    <Bar role="group" aria-label={t('bulk.selected', { count: posts.length })}>
      <Text size="sm" weight="medium" aria-live="polite">
        {t('bulk.selected', { count: posts.length })}
      </Text>
      <Button variant="primary" size="sm" isLoading={isBusy} onPress={() => void schedule()}>
        {t('bulk.schedule')}
      </Button>
      <Button variant="secondary" size="sm" isDisabled={isBusy} onPress={onClear}>
        {t('bulk.clear')}
      </Button>
    </Bar>
  );
}
