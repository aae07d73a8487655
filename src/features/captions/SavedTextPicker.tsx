import type { TSavedText, TSavedTextKind } from '@contracts/captions.ts';
import { BookmarkPlus } from 'lucide-react';
import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import styled from 'styled-components';
import { useSavedTexts } from '@/api/captions.ts';
import { Button } from '@/design-system/Button';
import { Popover, PopoverTrigger } from '@/design-system/Popover';
import { Stack } from '@/design-system/Stack';
import { Text } from '@/design-system/Text';
import { TextField } from '@/design-system/TextField';
import { useLibraryText } from '@/i18n/areas/library.ts';

export type SavedTextPickerProps = {
  /** Called with the chosen saved text (a caption as written; a hashtag list as `#a #b`). */
  onInsert: (text: string) => void;
  /** Offers only captions or only hashtag lists. @default both */
  kind?: TSavedTextKind;
  /** Offers only what suits this profile: saved for it, for its network, or for any. @default everything */
  profileId?: string;
  /** The trigger's label. @default "Insert saved text" */
  label?: string;
  /** The trigger's size. @default 'sm' */
  size?: 'sm' | 'md';
  isDisabled?: boolean;
};

const Options = styled.div`
  max-height: 280px;
  overflow-y: auto;
  margin: 0 -${({ theme }) => theme.space[100]};

  & [role='listbox'] {
    outline: none;
  }

  & [role='option'] {
    display: grid;
    gap: ${({ theme }) => theme.space[50]};
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.textPrimary};
    cursor: pointer;
    outline: none;
  }

  & [role='option'][data-focused],
  & [role='option'][data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }

  & [role='option'][data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Preview = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * "Insert saved text" for the post composer: a button opening a popover with a search field and the saved
 * captions and hashtag lists; choosing one (click, or arrows and Enter) calls `onInsert` with its text and
 * closes the popover, focus going back to the button.
 */
export function SavedTextPicker({
  onInsert,
  kind,
  profileId,
  label,
  size = 'sm',
  isDisabled,
}: SavedTextPickerProps) {
  const { t } = useLibraryText();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  return (
    <PopoverTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button size={size} iconStart={<BookmarkPlus aria-hidden="true" />} isDisabled={isDisabled}>
        {label ?? t('saved.picker.trigger')}
      </Button>
      <Popover title={t('saved.picker.title')} width="lg" placement="bottom start">
        <PickerBody
          query={query}
          onQueryChange={setQuery}
          filter={{ q: query, ...(kind ? { kind } : {}), ...(profileId ? { profileId } : {}) }}
          onChoose={(text) => {
            onInsert(text);
            setOpen(false);
          }}
        />
      </Popover>
    </PopoverTrigger>
  );
}

function PickerBody({
  query,
  onQueryChange,
  filter,
  onChoose,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  filter: Parameters<typeof useSavedTexts>[0];
  onChoose: (text: string) => void;
}) {
  const { t } = useLibraryText();
  const { savedTexts, error, isLoading } = useSavedTexts(filter);
  const byId = new Map((savedTexts ?? []).map((entry) => [entry.id, entry]));

  return (
    <Stack gap={300}>
      <TextField
        type="search"
        label={t('saved.picker.search')}
        value={query}
        onChange={onQueryChange}
        autoFocus
      />
      {error ? (
        <Text tone="critical" role="alert">
          {t('saved.picker.failed')}
        </Text>
      ) : isLoading && !savedTexts ? (
        <Text tone="secondary" role="status">
          {t('saved.picker.loading')}
        </Text>
      ) : (
        <Options>
          <ListBox<TSavedText>
            aria-label={t('saved.picker.list')}
            items={savedTexts ?? []}
            selectionMode="none"
            onAction={(key) => {
              const chosen = byId.get(String(key));
              if (chosen) onChoose(chosen.text);
            }}
            renderEmptyState={() => (
              <Text tone="secondary" size="sm">
                {t('saved.picker.empty')}
              </Text>
            )}
          >
            {(entry) => (
              // Name and preview are plain text of the option, so its accessible name holds all it shows.
              <ListBoxItem id={entry.id} textValue={entry.name}>
                <Name>{entry.name}</Name>
                <Preview>
                  {t(`saved.kinds.${entry.kind}`)} · {entry.text}
                </Preview>
              </ListBoxItem>
            )}
          </ListBox>
        </Options>
      )}
    </Stack>
  );
}
