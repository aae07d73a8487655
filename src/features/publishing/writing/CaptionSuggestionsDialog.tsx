import type { TCaptionSuggestion, TCaptionSuggestions, TWritingCapabilities } from '@contracts/writing.ts';
import {
  CAPTION_LENGTHS,
  CAPTION_TONES,
  type TCaptionLength,
  type TCaptionTone,
} from '@contracts/writing.ts';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/api/client.ts';
import { suggestCaptions, type SuggestionScope } from '@/api/writing.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { EmptyState } from '@/design-system/EmptyState';
import { networkName } from '@/design-system/NetworkIcon';
import { RadioGroup } from '@/design-system/RadioGroup';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { useWritingText } from './text.ts';

export type CaptionSuggestionsDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The profile whose posts to learn from, or the composer's chosen profiles. */
  scope: SuggestionScope;
  /** Which provider writes them (says so in the dialog); unknown while loading. */
  capabilities?: TWritingCapabilities | undefined;
  /** Called with the chosen suggestion; the dialog closes. */
  onInsert: (text: string) => void;
};

const COUNT = 3;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[400]};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;

  & [data-over='true'] {
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

const Tags = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[50]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};

  & strong {
    color: ${({ theme }) => theme.color.textPrimary};
  }
`;

const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/**
 * "Suggest captions": a topic, keywords, tone and length; the server writes a few captions from the chosen
 * profiles' best posts (or with its AI model, when it has one, and says which), each counted against the
 * chosen networks' limits. Insert one and the dialog closes.
 */
export function CaptionSuggestionsDialog({
  isOpen,
  onOpenChange,
  scope,
  capabilities,
  onInsert,
}: CaptionSuggestionsDialogProps) {
  const { t } = useWritingText();

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('suggest.title')}
      description={
        capabilities?.provider === 'openai'
          ? t('suggest.modelDescription', { model: capabilities.model })
          : t('suggest.offlineDescription')
      }
      size="lg"
      isDismissable={false}
      closeLabel={t('suggest.close')}
    >
      {({ close }) => (
        <SuggestionsBody
          scope={scope}
          onInsert={(text) => {
            onInsert(text);
            close();
          }}
        />
      )}
    </Dialog>
  );
}

function SuggestionsBody({ scope, onInsert }: { scope: SuggestionScope; onInsert: (text: string) => void }) {
  const { t, percent } = useWritingText();
  const [topic, setTopic] = useState('');
  const [keywords, setKeywords] = useState('');
  const [tone, setTone] = useState<TCaptionTone>('friendly');
  const [length, setLength] = useState<TCaptionLength>('medium');
  const [seed, setSeed] = useState(0);
  const [result, setResult] = useState<TCaptionSuggestions | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  const run = async (nextSeed: number) => {
    setLoading(true);
    setError(null);
    setFieldErrors({});
    try {
      const answer = await suggestCaptions(scope, {
        topic,
        keywords: splitKeywords(keywords),
        tone,
        length,
        count: COUNT,
        seed: nextSeed,
      });
      setSeed(nextSeed);
      setResult(answer);
    } catch (caught) {
      if (isApiError(caught) && caught.errors) setFieldErrors(caught.errors);
      else setError(isApiError(caught) ? caught.message : String(caught));
    } finally {
      setLoading(false);
    }
  };
  const keywordsError = Object.entries(fieldErrors).find(([field]) => field.startsWith('keywords'))?.[1][0];
  const otherFieldError = Object.entries(fieldErrors).find(
    ([field]) => field !== 'topic' && !field.startsWith('keywords'),
  )?.[1][0];

  return (
    <Stack gap={400}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(0);
        }}
      >
        <TextField
          label={t('suggest.topic')}
          description={t('suggest.topicDescription')}
          value={topic}
          onChange={setTopic}
          isRequired
          errorMessage={fieldErrors.topic?.[0]}
          autoFocus
        />
        <TextField
          label={t('suggest.keywords')}
          description={t('suggest.keywordsDescription')}
          value={keywords}
          onChange={setKeywords}
          errorMessage={keywordsError}
        />
        <Choices>
          <RadioGroup
            label={t('suggest.tone')}
            orientation="horizontal"
            value={tone}
            onChange={(value) => setTone(value as TCaptionTone)}
            options={CAPTION_TONES.map((value) => ({ value, label: t(`suggest.tones.${value}`) }))}
          />
          <RadioGroup
            label={t('suggest.length')}
            orientation="horizontal"
            value={length}
            onChange={(value) => setLength(value as TCaptionLength)}
            options={CAPTION_LENGTHS.map((value) => ({ value, label: t(`suggest.lengths.${value}`) }))}
          />
        </Choices>
        {(error ?? otherFieldError) && (
          <Banner tone="critical" title={t('suggest.failed')}>
            {error ?? otherFieldError}
          </Banner>
        )}
        <div>
          <Button
            type="submit"
            variant="primary"
            iconStart={<Sparkles aria-hidden="true" />}
            isLoading={isLoading}
            loadingLabel={t('suggest.loading')}
          >
            {t('suggest.submit')}
          </Button>
        </div>
      </Form>

      {result && (
        <Results
          result={result}
          percent={percent}
          onInsert={onInsert}
          onMore={() => void run(seed + 1)}
          isLoading={isLoading}
        />
      )}
    </Stack>
  );
}

function Results({
  result,
  percent,
  onInsert,
  onMore,
  isLoading,
}: {
  result: TCaptionSuggestions;
  percent: (rate: number) => string;
  onInsert: (text: string) => void;
  onMore: () => void;
  isLoading: boolean;
}) {
  const { t } = useWritingText();
  if (result.suggestions.length === 0)
    return (
      <EmptyState
        size="sm"
        titleLevel={3}
        title={t('suggest.emptyTitle')}
        description={t('suggest.emptyBody')}
      />
    );

  return (
    <Stack gap={300} as="section" aria-label={t('suggest.results')}>
      <Text size="sm" tone="secondary" role="status">
        {t('suggest.learnedFrom', { count: result.posts_considered })}
      </Text>
      <List>
        {result.suggestions.map((suggestion, index) => (
          <SuggestionItem
            key={`${index}:${suggestion.text}`}
            number={index + 1}
            suggestion={suggestion}
            percent={percent}
            onInsert={onInsert}
          />
        ))}
      </List>
      {result.best_hashtags.length > 0 && (
        <Stack gap={100} as="section" aria-label={t('suggest.bestHashtags')}>
          <Text size="sm" weight="semibold">
            {t('suggest.bestHashtags')}
          </Text>
          <Tags>
            {result.best_hashtags.slice(0, 5).map((insight) => (
              <li key={insight.tag}>
                <strong>{`#${insight.tag}`}</strong>
                {` · ${t('suggest.hashtagWhy', { rate: percent(insight.avg_engagement_rate), count: insight.posts })}`}
              </li>
            ))}
          </Tags>
          {result.baseline_engagement_rate !== null && (
            <Text size="sm" tone="secondary">
              {t('suggest.baseline', { rate: percent(result.baseline_engagement_rate) })}
            </Text>
          )}
        </Stack>
      )}
      <div>
        <Button size="sm" variant="secondary" onPress={onMore} isDisabled={isLoading}>
          {t('suggest.more')}
        </Button>
      </div>
    </Stack>
  );
}

function SuggestionItem({
  number,
  suggestion,
  percent,
  onInsert,
}: {
  number: number;
  suggestion: TCaptionSuggestion;
  percent: (rate: number) => string;
  onInsert: (text: string) => void;
}) {
  const { t } = useWritingText();
  const source = suggestion.based_on;

  return (
    <Item>
      <Caption>{suggestion.text}</Caption>
      <Counts>
        {suggestion.limits.map((limit) => (
          <li key={limit.network} data-over={!limit.fits}>
            {t('suggest.limit', {
              network: networkName(limit.network),
              used: suggestion.characters,
              max: limit.max_characters,
            })}
            {limit.max_hashtags !== null &&
              ` · ${t('suggest.hashtagLimit', { used: suggestion.hashtags, max: limit.max_hashtags })}`}
            {!limit.fits && ` · ${t('suggest.over', { network: networkName(limit.network) })}`}
          </li>
        ))}
      </Counts>
      {source && (
        <Text size="sm" tone="secondary">
          {source.engagement_rate === null
            ? t('suggest.basedOn', { excerpt: source.excerpt })
            : t('suggest.basedOnRate', { excerpt: source.excerpt, rate: percent(source.engagement_rate) })}
        </Text>
      )}
      <div>
        <Button
          size="sm"
          aria-label={t('suggest.insertLabel', { number })}
          onPress={() => onInsert(suggestion.text)}
        >
          {t('suggest.insert')}
        </Button>
      </div>
    </Item>
  );
}
