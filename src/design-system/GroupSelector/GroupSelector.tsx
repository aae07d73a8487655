import { ChevronDown, FolderKanban, X } from 'lucide-react';
import { forwardRef, Suspense } from 'react';
import { FieldDescription, FieldLabel, useListTrigger } from '../Field/index.ts';
import { IntentBoundary, lazyPart, useHasOpened } from '../lazy/index.ts';
import {
  ClearButton,
  Field,
  GroupIcon,
  Root,
  Trigger,
  Value,
  ValueMeta,
  ValueName,
} from './GroupSelector.styles.ts';
import type { GroupSelectorProps } from './GroupSelector.types.ts';
import { NetworkMarks } from './NetworkMarks.tsx';

// The list and its popover: React Aria's collection, selection and overlay code, loaded when the list first
// opens (or the trigger is hovered or focused), not with the page (ADR 0015).
const panel = lazyPart(() => import('./GroupSelectorPanel.tsx'));

const LoadedPanel = panel.lazy((module) => module.GroupSelectorPanel);

/**
 * Chooses the group of profiles the page shows: each option gives the group's name, its profile count and
 * the marks of its networks. The open state can be controlled (the product opens it to onboard), and a clear
 * button goes back to no group. It only reports choices; which group applies is the page's business. The ref
 * reaches the trigger button.
 */
export const GroupSelector = forwardRef<HTMLButtonElement, GroupSelectorProps>(function GroupSelector(
  {
    groups,
    selectedId,
    onSelect,
    label,
    placeholder,
    profileCountLabel,
    emptyLabel,
    isOpen,
    onOpenChange,
    onClear,
    clearLabel,
    description,
    isDisabled = false,
    className,
  },
  ref,
) {
  const selected = groups.find((group) => group.id === selectedId) ?? null;
  const isClearable = Boolean(selected && onClear && clearLabel && !isDisabled);
  const trigger = useListTrigger(
    { isOpen, onOpenChange, isDisabled, hasDescription: Boolean(description) },
    ref,
  );
  const hasOpened = useHasOpened(trigger.state.isOpen);

  return (
    <Root className={className}>
      <Field data-open={trigger.state.isOpen || undefined} data-disabled={isDisabled || undefined}>
        <FieldLabel {...trigger.labelProps}>{label}</FieldLabel>
        {description && <FieldDescription id={trigger.descriptionId}>{description}</FieldDescription>}
        <IntentBoundary onIntent={panel.preload}>
          <Trigger
            {...trigger.triggerProps}
            ref={trigger.triggerRef}
            data-clearable={isClearable || undefined}
          >
            <Value id={trigger.valueId} data-placeholder={selected ? undefined : true}>
              {selected ? (
                <>
                  <GroupIcon aria-hidden="true">
                    <FolderKanban />
                  </GroupIcon>
                  <ValueName>{selected.name}</ValueName>
                  <ValueMeta>{profileCountLabel(selected.profileCount)}</ValueMeta>
                  <NetworkMarks networks={selected.networks} />
                </>
              ) : (
                placeholder
              )}
            </Value>
            <ChevronDown aria-hidden="true" />
          </Trigger>
        </IntentBoundary>
        {hasOpened && (
          <Suspense fallback={null}>
            <LoadedPanel
              trigger={trigger}
              groups={groups}
              selectedId={selected ? selected.id : null}
              onSelect={onSelect}
              profileCountLabel={profileCountLabel}
              emptyLabel={emptyLabel}
            />
          </Suspense>
        )}
      </Field>
      {isClearable && (
        <ClearButton aria-label={clearLabel} onPress={onClear}>
          <X aria-hidden="true" />
        </ClearButton>
      )}
    </Root>
  );
});
