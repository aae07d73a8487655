import { Check, Search } from 'lucide-react';
import { Autocomplete, type Selection, useFilter } from 'react-aria-components';
import type { LazyDialogTrigger } from '../lazy/index.ts';
import { DialogTriggerContexts } from '../lazy/TriggerContexts.tsx';
import { Button } from '../Button/index.ts';
import { FieldInput, FieldListEmpty } from '../Field/index.ts';
import { ListSearchField } from '../Field/list.ts';
import { networkName } from '../NetworkIcon/index.ts';
import { ProfileSummary } from '../ProfileSelector/index.ts';
import type { MultiProfileSelectorProps } from './MultiProfileSelector.types.ts';
import {
  Box,
  BulkActions,
  LimitNote,
  ListBox,
  ListScroll,
  Option,
  Panel,
  PanelDialog,
} from './MultiProfileSelectorPanel.styles.ts';

type MultiProfileSelectorPanelProps = Pick<
  MultiProfileSelectorProps,
  | 'profiles'
  | 'selectedIds'
  | 'onChange'
  | 'maxSelected'
  | 'maxSelectedLabel'
  | 'selectAllLabel'
  | 'selectNoneLabel'
  | 'searchLabel'
  | 'emptyLabel'
  | 'statusLabels'
  | 'inactiveLabel'
> & {
  /** The id of the field's label, which names the dialog and the list. */
  labelId: string;
  /** The trigger's open state, element and ids, as React Aria's DialogTrigger would give them. */
  trigger: LazyDialogTrigger;
};

/**
 * The loaded part of `MultiProfileSelector` (see MultiProfileSelector.tsx): the popover with the search, the
 * bulk buttons and the checkbox list. It gets the trigger's state as React Aria's DialogTrigger would give it.
 */
export function MultiProfileSelectorPanel({
  profiles,
  selectedIds,
  onChange,
  maxSelected,
  maxSelectedLabel,
  selectAllLabel,
  selectNoneLabel,
  searchLabel,
  emptyLabel,
  statusLabels,
  inactiveLabel,
  labelId,
  trigger,
}: MultiProfileSelectorPanelProps) {
  const { contains } = useFilter({ sensitivity: 'base' });

  const chosen = new Set(selectedIds);
  const selected = profiles.filter((profile) => chosen.has(profile.id));
  const atLimit = maxSelected !== undefined && selected.length >= maxSelected;
  const disabledKeys = atLimit ? profiles.filter((profile) => !chosen.has(profile.id)).map((p) => p.id) : [];

  /** Reports ids in the order of `profiles`, capped at the limit. */
  const report = (ids: Iterable<string>) => {
    const next = new Set(ids);
    const ordered = profiles.filter((profile) => next.has(profile.id)).map((profile) => profile.id);
    onChange(maxSelected === undefined ? ordered : ordered.slice(0, maxSelected));
  };

  const selectAll = () => {
    // The current choice first, then the others in order, up to the limit.
    const rest = profiles.filter((profile) => !chosen.has(profile.id)).map((profile) => profile.id);
    const room = maxSelected === undefined ? rest.length : Math.max(maxSelected - selected.length, 0);
    report([...selected.map((profile) => profile.id), ...rest.slice(0, room)]);
  };

  return (
    <DialogTriggerContexts trigger={trigger}>
      <Panel placement="bottom start">
        <PanelDialog aria-labelledby={labelId}>
          <Autocomplete filter={contains}>
            <ListSearchField aria-label={searchLabel} autoFocus>
              <Search aria-hidden="true" />
              <FieldInput placeholder={searchLabel} />
            </ListSearchField>
            <BulkActions>
              <Button size="sm" variant="tertiary" onPress={selectAll} isDisabled={atLimit}>
                {selectAllLabel}
              </Button>
              <Button
                size="sm"
                variant="tertiary"
                onPress={() => report([])}
                isDisabled={selected.length === 0}
              >
                {selectNoneLabel}
              </Button>
              {atLimit && maxSelectedLabel && maxSelected !== undefined && (
                <LimitNote role="status">{maxSelectedLabel(maxSelected)}</LimitNote>
              )}
            </BulkActions>
            {/* Focus stays in the search field (options are reached with the arrows), so the scrolling box
            is focusable itself: keyboard users can scroll it too. */}
            <ListScroll tabIndex={0} role="group" aria-labelledby={labelId}>
              <ListBox
                aria-labelledby={labelId}
                selectionMode="multiple"
                escapeKeyBehavior="none"
                selectedKeys={selected.map((profile) => profile.id)}
                disabledKeys={disabledKeys}
                onSelectionChange={(keys: Selection) =>
                  report(keys === 'all' ? profiles.map((profile) => profile.id) : [...keys].map(String))
                }
                renderEmptyState={() => <FieldListEmpty>{emptyLabel}</FieldListEmpty>}
              >
                {profiles.map((profile) => (
                  <Option
                    key={profile.id}
                    id={profile.id}
                    textValue={[profile.name, profile.handle, networkName(profile.network)]
                      .filter(Boolean)
                      .join(' ')}
                    data-inactive={profile.isActive === false || undefined}
                  >
                    {({ isSelected }) => (
                      <>
                        <Box aria-hidden="true">{isSelected && <Check />}</Box>
                        <ProfileSummary
                          profile={profile}
                          statusLabels={statusLabels}
                          inactiveLabel={inactiveLabel}
                        />
                      </>
                    )}
                  </Option>
                ))}
              </ListBox>
            </ListScroll>
          </Autocomplete>
        </PanelDialog>
      </Panel>
    </DialogTriggerContexts>
  );
}
