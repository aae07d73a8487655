import type { TTranslation } from '@contracts/writing.ts';
import { Languages } from 'lucide-react';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@/api/client.ts';
import { translate } from '@/api/writing.ts';
import { Banner } from '@/design-system/Banner';
import { Button } from '@/design-system/Button';
import { Dialog } from '@/design-system/Dialog';
import { Select } from '@/design-system/Select';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { useWritingText } from './text.ts';

/** The languages offered, as BCP 47 tags; their names come from the browser in the user's language. */
export const TRANSLATE_LANGUAGES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'ro',
  'el',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'id',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
] as const;

const DETECT = 'detect';

export type TranslateDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text to translate. */
  text: string;
  /** The configured model's name, said in the dialog. */
  model: string | null;
  /** Called with the translation when the user replaces the text with it; the dialog closes. */
  onReplace: (text: string) => void;
  /** The language chosen at first. @default 'en' */
  defaultTarget?: string;
};

const Preview = styled.div`
  padding: ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * "Translate": a language, then the model's translation previewed under the original; nothing changes until
 * "Replace the text". Hashtags, mentions and links are kept as written (the server checks).
 */
export function TranslateDialog({
  isOpen,
  onOpenChange,
  text,
  model,
  onReplace,
  defaultTarget = 'en',
}: TranslateDialogProps) {
  const { t, locale } = useWritingText();
  const names = useMemo(() => {
    const display = new Intl.DisplayNames([locale], { type: 'language' });

    return (tag: string) => display.of(tag) ?? tag;
  }, [locale]);
  const languages = TRANSLATE_LANGUAGES.map((tag) => ({ id: tag, label: names(tag) }));
  const [target, setTarget] = useState(defaultTarget);
  const [source, setSource] = useState<string>(DETECT);
  const [result, setResult] = useState<TTranslation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setLoading] = useState(false);

  const run = async () => {
    setLoading(true);
    setError(null);
    setResult(null);
    try {
      setResult(
        await translate({
          text,
          target_language: target,
          ...(source === DETECT ? {} : { source_language: source }),
        }),
      );
    } catch (caught) {
      setError(
        isApiError(caught) ? (Object.values(caught.errors ?? {})[0]?.[0] ?? caught.message) : String(caught),
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          setResult(null);
          setError(null);
        }
        onOpenChange(open);
      }}
      title={t('translate.title')}
      description={t('translate.description', { model })}
      size="md"
      isDismissable={false}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('translate.cancel')}
          </Button>
          <Button
            variant="primary"
            isDisabled={!result}
            onPress={() => {
              if (!result) return;
              onReplace(result.text);
              close();
            }}
          >
            {t('translate.replace')}
          </Button>
        </>
      )}
    >
      <Stack gap={400}>
        <Stack direction="row" gap={300} wrap align="end">
          <Select
            label={t('translate.target')}
            items={languages}
            selectedKey={target}
            onSelectionChange={(key) => {
              setTarget(key);
              setResult(null);
            }}
          />
          <Select
            label={t('translate.source')}
            items={[{ id: DETECT, label: t('translate.detect') }, ...languages]}
            selectedKey={source}
            onSelectionChange={(key) => {
              setSource(key);
              setResult(null);
            }}
          />
          <Button
            iconStart={<Languages aria-hidden="true" />}
            isLoading={isLoading}
            loadingLabel={t('translate.loading')}
            onPress={() => void run()}
          >
            {t('translate.submit')}
          </Button>
        </Stack>
        {error && (
          <Banner tone="critical" title={t('translate.failed')}>
            {error}
          </Banner>
        )}
        {result && (
          <Stack gap={200} as="section" aria-label={t('translate.preview')}>
            <Text size="sm" weight="semibold">
              {t('translate.preview')}
            </Text>
            <Preview lang={result.target_language}>{result.text}</Preview>
            <Text size="sm" tone="secondary" role="status">
              {t('translate.detected', { language: names(result.source_language) })}
              {result.kept.length > 0 && ` ${t('translate.kept', { tokens: result.kept.join(' ') })}`}
            </Text>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
