import type { TIdea } from '@contracts/ideas.ts';
import { CheckCircle2, GripVertical, Image as ImageIcon, Pencil, Send, Trash2 } from 'lucide-react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import styled from 'styled-components';
import { Badge } from '@/design-system/Badge';
import { Heading } from '@/design-system/Heading';
import { IconButton } from '@/design-system/IconButton';
import { Stack } from '@/design-system/Stack';
import { useLibraryText } from '@/i18n/areas/library.ts';

const List = styled(GridList)`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  outline: none;
` as typeof GridList;

const Item = styled(GridListItem)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  outline: none;

  &[data-focus-visible] {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }

  &[data-dragging] {
    opacity: 0.5;
  }
` as typeof GridListItem;

const Handle = styled(AriaButton)`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: grab;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.borderFocus};
    outline-offset: 1px;
  }

  svg {
    width: 18px;
    height: 18px;
  }
`;

const Line = styled(DropIndicator)`
  height: 2px;
  margin: -${({ theme }) => theme.space[150]} 0;
  border-radius: ${({ theme }) => theme.radius.full};
  outline: none;

  &[data-drop-target] {
    background: ${({ theme }) => theme.color.accent};
  }
`;

const Caption = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export type IdeaListProps = {
  ideas: readonly TIdea[];
  'aria-label': string;
  /** Called when an idea is dropped before or after another (pointer or keyboard). */
  onMove: (id: string, target: { before_id: string } | { after_id: string }) => void;
  onEdit: (idea: TIdea) => void;
  onTurnIntoPost: (idea: TIdea) => void;
  onDelete: (idea: TIdea) => void;
  formatDate: (iso: string) => string;
};

/**
 * The ideas as a list the user orders by dragging (React Aria's GridList drag and drop): with the pointer on a
 * handle, or from the keyboard (Tab to an idea's handle, Enter to pick it up, arrows to choose a place, Enter
 * to drop, Escape to cancel). Each idea shows its title, caption, tags and whether it was turned into a post.
 */
export function IdeaList({
  ideas,
  'aria-label': ariaLabel,
  onMove,
  onEdit,
  onTurnIntoPost,
  onDelete,
  formatDate,
}: IdeaListProps) {
  const { t } = useLibraryText();
  const { dragAndDropHooks } = useDragAndDrop<TIdea>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const [id] = [...event.keys].map(String);
      const target = String(event.target.key);
      if (!id || id === target || event.target.dropPosition === 'on') return;
      onMove(id, event.target.dropPosition === 'before' ? { before_id: target } : { after_id: target });
    },
    renderDropIndicator: (target) => <Line target={target} />,
  });

  return (
    <List
      aria-label={ariaLabel}
      items={ideas}
      dragAndDropHooks={dragAndDropHooks}
      keyboardNavigationBehavior="tab"
    >
      {(idea) => (
        <Item id={idea.id} textValue={idea.title}>
          <Handle slot="drag" aria-label={t('ideas.dragHandle', { title: idea.title })}>
            <GripVertical aria-hidden="true" />
          </Handle>
          <Stack gap={200} style={{ flex: '1 1 auto', minWidth: 0 }}>
            <Heading level={2} size="sm">
              {idea.title}
            </Heading>
            {idea.caption && <Caption>{idea.caption}</Caption>}
            {(idea.tags.length > 0 || idea.used_at || idea.media.length > 0) && (
              <Stack direction="row" gap={150} wrap>
                {idea.used_at && (
                  <Badge size="sm" tone="success" icon={<CheckCircle2 />}>
                    {t('ideas.usedOn', { date: formatDate(idea.used_at) })}
                  </Badge>
                )}
                {idea.media.length > 0 && (
                  <Badge size="sm" tone="neutral" icon={<ImageIcon />}>
                    {t('ideas.media', { count: idea.media.length })}
                  </Badge>
                )}
                {idea.tags.map((tag) => (
                  <Badge key={tag.id} size="sm" tone="accent">
                    {tag.name}
                  </Badge>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack direction="row" gap={100}>
            <IconButton
              icon={<Send />}
              label={t('ideas.toPostNamed', { title: idea.title })}
              onPress={() => onTurnIntoPost(idea)}
            />
            <IconButton
              icon={<Pencil />}
              label={t('ideas.editNamed', { title: idea.title })}
              onPress={() => onEdit(idea)}
            />
            <IconButton
              icon={<Trash2 />}
              label={t('ideas.deleteNamed', { title: idea.title })}
              onPress={() => onDelete(idea)}
            />
          </Stack>
        </Item>
      )}
    </List>
  );
}
