import { Check, FolderKanban } from 'lucide-react';
import { FieldListEmpty, ListItemCheck, type ListTrigger } from '../Field/index.ts';
import { FieldListBox, ListTriggerProvider } from '../Field/list.ts';
import { networkName } from '../NetworkIcon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { GroupIcon } from './GroupSelector.styles.ts';
import type { GroupSelectorProps, SelectorGroup } from './GroupSelector.types.ts';
import { ItemRow, ListItemText, Option, Panel } from './GroupSelectorPanel.styles.ts';
import { NetworkMarks } from './NetworkMarks.tsx';

type GroupSelectorPanelProps = Pick<
  GroupSelectorProps,
  'groups' | 'onSelect' | 'profileCountLabel' | 'emptyLabel'
> & {
  trigger: ListTrigger;
  selectedId: string | null;
};

/** The loaded part of `GroupSelector` (see GroupSelector.tsx): the list of groups in its popover. */
export function GroupSelectorPanel({
  trigger,
  groups,
  selectedId,
  onSelect,
  profileCountLabel,
  emptyLabel,
}: GroupSelectorPanelProps) {
  return (
    <ListTriggerProvider trigger={trigger} selectedId={selectedId} onSelect={onSelect}>
      <Panel>
        <FieldListBox<SelectorGroup>
          items={groups}
          renderEmptyState={() => <FieldListEmpty>{emptyLabel}</FieldListEmpty>}
        >
          {(group) => (
            <Option id={group.id} textValue={group.name}>
              {({ isSelected }) => (
                <>
                  <ItemRow>
                    <GroupIcon aria-hidden="true">
                      <FolderKanban />
                    </GroupIcon>
                    <ListItemText>
                      <span data-part="label">{group.name}</span>
                      <span data-part="description">
                        {profileCountLabel(group.profileCount)}
                        <VisuallyHidden>
                          {group.networks.map((network) => networkName(network)).join(', ')}
                        </VisuallyHidden>
                      </span>
                    </ListItemText>
                    <NetworkMarks networks={group.networks} />
                  </ItemRow>
                  <ListItemCheck aria-hidden="true">{isSelected && <Check />}</ListItemCheck>
                </>
              )}
            </Option>
          )}
        </FieldListBox>
      </Panel>
    </ListTriggerProvider>
  );
}
