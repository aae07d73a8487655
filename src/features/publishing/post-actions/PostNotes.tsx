import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NOTE_MAX_LENGTH } from '@contracts/scheduling.ts';
import { isApiError } from '@/api/client.ts';
import { usePostNotes, useSchedulingActions } from '@/api/scheduling.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Heading } from '@/design-system/Heading';
import { IconButton } from '@/design-system/IconButton';
import { LoadError } from '@/design-system/LoadError';
import { Skeleton } from '@/design-system/Skeleton';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextArea } from '@/design-system/TextArea';
import { formatDateTime } from '@/lib/dates.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { useSchedulingText } from '@/lib/scheduling-text.ts';

const Notes = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};

  & > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[100]};
    padding: ${({ theme }) => theme.space[300]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgSubtle};
  }
`;

const NoteText = styled(Text)`
  grid-column: 1 / -1;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type PostNotesProps = { postId: string; timeZone: string };

/** A post's notes: who wrote what and when, a form to add one, and a delete button on your own. */
export function PostNotes({ postId, timeZone }: PostNotesProps) {
  const { t, locale } = useSchedulingText();
  const { t: common } = useTranslation();
  const { notes, isLoading, error: loadError, retry } = usePostNotes(postId);
  const actions = useSchedulingActions();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const add = async () => {
    setSaving(true);
    setError(null);
    setFieldError(undefined);
    try {
      await actions.addNote(postId, text);
      setText('');
    } catch (failure) {
      if (isApiError(failure) && failure.errors?.text) setFieldError(failure.errors.text.join(' '));
      else setError(formErrorMessage(common, failure));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (noteId: string) => {
    setDeleting(noteId);
    setError(null);
    try {
      await actions.deleteNote(postId, noteId);
    } catch (failure) {
      setError(formErrorMessage(common, failure));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap={300}>
      <Stack gap={100}>
        <Heading level={3}>{t('notes.title')}</Heading>
        <Text size="sm" tone="secondary">
          {t('notes.intro')}
        </Text>
      </Stack>
      {isLoading ? (
        <Skeleton height="48px" />
      ) : loadError && !notes ? (
        <LoadError message={t('notes.loadFailed')} retryLabel={common('common.tryAgain')} onRetry={retry} />
      ) : notes && notes.length > 0 ? (
        <Notes aria-label={t('notes.listLabel')}>
          {notes.map((note) => (
            <li key={note.id}>
              <Text size="sm" weight="medium">
                {note.is_own ? t('notes.you') : (note.author?.name ?? t('notes.formerMember'))}
                <Text as="span" size="xs" tone="secondary">
                  {' · '}
                  {formatDateTime(new Date(note.created_at), locale, timeZone)}
                </Text>
              </Text>
              {note.is_own ? (
                <IconButton
                  size="sm"
                  label={t('notes.delete')}
                  icon={<Trash2 aria-hidden="true" size={16} />}
                  isDisabled={deleting === note.id}
                  onPress={() => void remove(note.id)}
                />
              ) : (
                <span />
              )}
              <NoteText size="sm">{note.text}</NoteText>
            </li>
          ))}
        </Notes>
      ) : (
        <Text size="sm" tone="secondary">
          {t('notes.empty')}
        </Text>
      )}
      {error && (
        <Banner tone="critical" role="alert">
          {error}
        </Banner>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <Stack gap={200}>
          <TextArea
            label={t('notes.label')}
            placeholder={t('notes.placeholder')}
            value={text}
            onChange={(value) => {
              setText(value);
              setFieldError(undefined);
            }}
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            counterLabel={(used, max) => t('notes.counter', { used, max })}
            locale={locale}
            {...(fieldError ? { errorMessage: fieldError } : {})}
          />
          <div>
            <Button type="submit" variant="secondary" isLoading={isSaving} isDisabled={text.trim() === ''}>
              {t('notes.add')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
