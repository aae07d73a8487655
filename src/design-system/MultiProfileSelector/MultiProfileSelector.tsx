import { Check, ChevronDown, Search } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { Autocomplete, DialogTrigger, type Selection, useFilter } from 'react-aria-components';
import { Avatar } from '../Avatar/index.ts';
import { Button } from '../Button/index.ts';
import { FieldDescription, FieldInput, FieldLabel, FieldListEmpty, ListSearchField } from '../Field/index.ts';
import { ProfileSummary } from '../ProfileSelector/index.ts';
import { networkName } from '../NetworkIcon/index.ts';
import {
  AvatarStack,
  Box,
  BulkActions,
  LimitNote,
  ListBox,
  ListScroll,
  Option,
  Panel,
  PanelDialog,
  Root,
  Trigger,
  TriggerText,
  TriggerWrap,
} from './MultiProfileSelector.styles.ts';
import type { MultiProfileSelectorProps } from './MultiProfileSelector.types.ts';

/**
 * Chooses several social profiles: a checkbox list in a popover, with search, "select all" and "select none".
 * The trigger sums up the choice ("3 profiles") after a stack of their avatars. `maxSelected` disables the
 * rest once reached. It only reports the new list of ids; what they are for is the page's business. The ref
 * reaches the trigger button.
 */
export const MultiProfileSelector = forwardRef<HTMLButtonElement, MultiProfileSelectorProps>(
  function MultiProfileSelector(
    {
      profiles,
      selectedIds,
      onChange,
      label,
      placeholder,
      summaryLabel,
      maxSelected,
      maxSelectedLabel,
      selectAllLabel,
      selectNoneLabel,
      searchLabel,
      emptyLabel,
      statusLabels,
      inactiveLabel,
      maxAvatars = 3,
      description,
      isDisabled = false,
      isOpen,
      onOpenChange,
      className,
    },
    ref,
  ) {
    const labelId = useId();
    const valueId = useId();
    const descriptionId = useId();
    const { contains } = useFilter({ sensitivity: 'base' });

    const chosen = new Set(selectedIds);
    const selected = profiles.filter((profile) => chosen.has(profile.id));
    const stack = selected.slice(0, Math.min(Math.max(maxAvatars, 0), 3));
    const atLimit = maxSelected !== undefined && selected.length >= maxSelected;
    const disabledKeys = atLimit
      ? profiles.filter((profile) => !chosen.has(profile.id)).map((p) => p.id)
      : [];

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
      <Root className={className}>
        <FieldLabel id={labelId} elementType="span">
          {label}
        </FieldLabel>
        {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
        <TriggerWrap>
          <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
            <Trigger
              ref={ref}
              data-avatars={stack.length || undefined}
              isDisabled={isDisabled}
              aria-labelledby={`${labelId} ${valueId}`}
              aria-describedby={description ? descriptionId : undefined}
              aria-haspopup="dialog"
            >
              <TriggerText id={valueId} data-placeholder={selected.length === 0 || undefined}>
                {selected.length > 0 ? summaryLabel(selected.length) : placeholder}
              </TriggerText>
              <ChevronDown aria-hidden="true" />
            </Trigger>
            {/*
            The avatars are drawn over the trigger, not in it: the trigger is named by its label and summary, and
            their initials would be visible text missing from that name (WCAG 2.5.3, label in name).
          */}
            {stack.length > 0 && (
              <AvatarStack aria-hidden="true" data-disabled={isDisabled || undefined}>
                {stack.map((profile) => (
                  <Avatar
                    key={profile.id}
                    name={profile.name}
                    src={profile.avatarUrl}
                    size="sm"
                    isDecorative
                  />
                ))}
              </AvatarStack>
            )}
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
          </DialogTrigger>
        </TriggerWrap>
      </Root>
    );
  },
);
