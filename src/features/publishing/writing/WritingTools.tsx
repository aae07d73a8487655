import { Languages, Sparkles, Undo2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useWritingCapabilities, type SuggestionScope } from '@/api/writing.ts';
import { Button } from '@/design-system/Button';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { CaptionSuggestionsDialog } from './CaptionSuggestionsDialog.tsx';
import { TranslateDialog } from './TranslateDialog.tsx';
import { useWritingText } from './text.ts';

export type WritingToolsProps = {
  /** The text the tools work on (the master text or a profile's version). */
  text: string;
  /** Sets that text. */
  onChange: (text: string) => void;
  /** Whose posts suggestions learn from: one profile, or the chosen profiles (none: every active one). */
  scope: SuggestionScope;
};

/**
 * The composer's writing help under a text: "Suggest captions" always, "Translate" only when the server has a
 * model that can translate. A suggestion goes in (after what is written), a translation replaces the text;
 * either can be undone.
 */
export function WritingTools({ text, onChange, scope }: WritingToolsProps) {
  const { t } = useWritingText();
  const { capabilities, error } = useWritingCapabilities();
  const [open, setOpen] = useState<'suggest' | 'translate' | null>(null);
  // What the text was before the last suggestion or translation, while the text is still what that put there.
  const [undo, setUndo] = useState<{ before: string; after: string } | null>(null);
  const [notice, setNotice] = useState('');
  // Undo disappears once used: focus goes to the first tool rather than being lost.
  const first = useRef<HTMLButtonElement>(null);

  const change = (next: string, message: string) => {
    setUndo({ before: text, after: next });
    setNotice(message);
    onChange(next);
  };

  return (
    <Stack gap={100}>
      <Stack
        direction="row"
        gap={200}
        wrap
        align="center"
        role="group"
        aria-label={t('tools.label')}
        aria-busy={capabilities === undefined && !error}
      >
        <Button
          ref={first}
          size="sm"
          iconStart={<Sparkles aria-hidden="true" />}
          onPress={() => setOpen('suggest')}
        >
          {t('tools.suggest')}
        </Button>
        {capabilities?.can_translate && (
          <Button
            size="sm"
            iconStart={<Languages aria-hidden="true" />}
            isDisabled={text.trim() === ''}
            onPress={() => setOpen('translate')}
          >
            {t('tools.translate')}
          </Button>
        )}
        {undo && undo.after === text && (
          <Button
            size="sm"
            variant="tertiary"
            iconStart={<Undo2 aria-hidden="true" />}
            onPress={() => {
              onChange(undo.before);
              setUndo(null);
              setNotice(t('tools.undone'));
              first.current?.focus();
            }}
          >
            {t('tools.undo')}
          </Button>
        )}
        <Text size="sm" tone="secondary" role="status">
          {notice}
        </Text>
      </Stack>
      <CaptionSuggestionsDialog
        isOpen={open === 'suggest'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'suggest' : null)}
        scope={scope}
        capabilities={capabilities}
        onInsert={(caption) =>
          change(text.trim() === '' ? caption : `${text.trimEnd()}\n\n${caption}`, t('tools.inserted'))
        }
      />
      {capabilities?.can_translate && (
        <TranslateDialog
          isOpen={open === 'translate'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'translate' : null)}
          text={text}
          model={capabilities.model}
          onReplace={(translated) => change(translated, t('tools.translated'))}
        />
      )}
    </Stack>
  );
}
