import { profileWithNetwork } from '@contracts/networks.ts';
import { ZImportPostsBody, type TImportRowResult } from '@contracts/imports.ts';
import { AlertCircle, CheckCircle2, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { isApiError } from '@/api/client.ts';
import { callEndpoint } from '@/api/endpoints.ts';
import { importSchedulerPosts } from '@/api/routes.generated.ts';
import { useSocialProfiles } from '@/api/social.ts';
import { Badge } from '@/design-system/Badge';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Checkbox } from '@/design-system/Checkbox';
import { Dialog } from '@/design-system/Dialog';
import { Heading } from '@/design-system/Heading';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';
import { Table } from '@/design-system/Table';
import { Text } from '@/design-system/Text';
import { TextArea } from '@/design-system/TextArea';
import { useLibraryText } from '@/i18n/areas/library.ts';
import { formErrorMessage } from '@/lib/error-message.ts';
import { ProfileIds } from './ProfileIds.tsx';

export type ImportPostsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The zone local dates of the file are read in (the user's). */
  timeZone: string;
  /** Called after a commit with the number of posts scheduled. */
  onImported?: (created: number) => void;
};

type Answer = { rows: TImportRowResult[]; valid: number; invalid: number; created: number };

const Problems = styled.ul`
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[300]};

  & ul {
    margin: ${({ theme }) => theme.space[100]} 0 0;
    padding-inline-start: ${({ theme }) => theme.space[500]};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
    overflow-wrap: anywhere;
  }
`;

/** A row's problems as sentences, each after the column it is about (the file's own column names). */
const problemsOf = (row: TImportRowResult) =>
  Object.entries(row.errors).flatMap(([column, messages]) =>
    messages.map((message) => `${column}: ${message}`),
  );

/**
 * Bulk import for the scheduler: paste or choose a CSV, check it (a dry run on the server: every row through
 * the same network checks as a post written by hand), read each row's problems in a table, then import the
 * valid rows (or only if all are valid). The scheduler's lists reload afterwards.
 */
export function ImportPostsDialog({ isOpen, onOpenChange, timeZone, onImported }: ImportPostsDialogProps) {
  const { t } = useLibraryText();
  const { t: tc } = useTranslation();
  const { mutate } = useSWRConfig();
  const { profiles } = useSocialProfiles();
  const [csv, setCsv] = useState('');
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'dry_run' | 'commit' | null>(null);
  const problemsHeading = useId();
  const profileName = new Map((profiles ?? []).map((profile) => [profile.id, profileWithNetwork(profile)]));
  const dateFormat = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });

  async function run(mode: 'dry_run' | 'commit') {
    setError(null);
    const body = ZImportPostsBody.safeParse({ csv, time_zone: timeZone, mode, all_or_nothing: allOrNothing });
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? tc('common.unexpectedError'));

      return;
    }
    setBusy(mode);
    try {
      const result = await callEndpoint(importSchedulerPosts, { body: body.data });
      setAnswer(result);
      if (mode === 'commit') {
        await mutate((key) => typeof key === 'string' && key.includes('/scheduler-posts'));
        if (result.created > 0) {
          onImported?.(result.created);
          onOpenChange(false);
          setCsv('');
          setAnswer(null);
        } else setError(t('import.nothingImported'));
      }
    } catch (caught) {
      setError(
        isApiError(caught) && caught.errors
          ? Object.values(caught.errors).flat().join(' ')
          : formErrorMessage(tc, caught),
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('import.title')}
      description={t('import.intro', { zone: timeZone })}
      closeLabel={tc('common.cancel')}
      isDismissable={false}
      size="lg"
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>{tc('common.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={!answer || answer.valid === 0 || (allOrNothing && answer.invalid > 0)}
            isLoading={busy === 'commit'}
            loadingLabel={t('import.importing')}
            onPress={() => void run('commit')}
          >
            {t('import.commit', { count: answer?.valid ?? 0 })}
          </Button>
        </>
      }
    >
      <Stack gap={400}>
        <Text size="sm" tone="secondary">
          {t('import.mediaHelp')}{' '}
          <Link
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(t('import.templateCsv'))}`}
            download="kestrel-posts.csv"
          >
            {t('import.template')}
          </Link>
        </Text>
        <ProfileIds profiles={profiles ?? []} />
        <TextArea
          label={t('import.csv')}
          value={csv}
          onChange={(value) => {
            setCsv(value);
            setAnswer(null);
          }}
          rows={6}
        />
        <Stack direction="row" gap={300} align="center" wrap>
          <FileTrigger
            acceptedFileTypes={['text/csv', '.csv', 'text/plain']}
            onSelect={(files) => {
              const file = files?.[0];
              if (file)
                void file.text().then((text) => {
                  setCsv(text);
                  setAnswer(null);
                });
            }}
          >
            <Button iconStart={<FileUp aria-hidden="true" />}>{t('import.file')}</Button>
          </FileTrigger>
          <Button
            variant="secondary"
            isDisabled={csv.trim() === ''}
            isLoading={busy === 'dry_run'}
            loadingLabel={t('import.checking')}
            onPress={() => void run('dry_run')}
          >
            {t('import.check')}
          </Button>
          <Checkbox isSelected={allOrNothing} onChange={setAllOrNothing}>
            {t('import.allOrNothing')}
          </Checkbox>
        </Stack>
        <div role="alert">
          {error && (
            <Banner role="none" tone="critical">
              {error}
            </Banner>
          )}
        </div>
        {answer && (
          <Stack gap={200}>
            <Text role="status">{t('import.summary', { valid: answer.valid, invalid: answer.invalid })}</Text>
            <Table
              aria-label={t('import.preview')}
              columns={[
                // The result first after the row: on a narrow screen the table scrolls sideways, the verdict stays.
                { id: 'row', name: t('import.row'), width: 64 },
                { id: 'result', name: t('import.result'), width: 130 },
                { id: 'profile', name: t('import.profile'), width: '1fr' },
                { id: 'date', name: t('import.date'), width: 170 },
                { id: 'text', name: t('import.text'), isRowHeader: true, width: '1fr' },
              ]}
              rows={answer.rows.map((row) => ({ ...row, id: row.row }))}
              renderCell={(row, column) => {
                if (column === 'row') return row.row;
                if (column === 'profile')
                  return row.profile_id ? (profileName.get(row.profile_id) ?? '—') : '—';
                if (column === 'date')
                  return row.scheduled_at ? dateFormat.format(new Date(row.scheduled_at)) : '—';
                if (column === 'text')
                  return row.text.length > 24 ? `${row.text.slice(0, 24)}…` : row.text || '—';

                return row.ok ? (
                  <Badge size="sm" tone="success" icon={<CheckCircle2 />}>
                    {t('import.ok')}
                  </Badge>
                ) : (
                  <Badge size="sm" tone="critical" icon={<AlertCircle />}>
                    {t('import.problemCount', { count: problemsOf(row).length })}
                  </Badge>
                );
              }}
            />
            {answer.invalid > 0 && (
              // Each problem in full, under its row: the table's cells are one line, the messages are sentences.
              <section aria-labelledby={problemsHeading}>
                <Heading level={3} size="md" id={problemsHeading}>
                  {t('import.problems')}
                </Heading>
                <Problems>
                  {answer.rows
                    .filter((row) => !row.ok)
                    .map((row) => (
                      <li key={row.row}>
                        <Text weight="semibold">
                          {t('import.problemRow', {
                            row: row.row,
                            profile: row.profile_id ? (profileName.get(row.profile_id) ?? '') : '',
                            context: row.profile_id ? 'profile' : undefined,
                          })}
                        </Text>
                        <ul>
                          {problemsOf(row).map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                </Problems>
              </section>
            )}
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
