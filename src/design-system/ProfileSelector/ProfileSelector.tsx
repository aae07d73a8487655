import { ChevronDown } from 'lucide-react';
import { forwardRef, Suspense } from 'react';
import { Avatar } from '../Avatar/index.ts';
import { FieldDescription, FieldLabel, useListTrigger } from '../Field/index.ts';
import { IntentBoundary, lazyPart, useHasOpened } from '../lazy/index.ts';
import { Field, Trigger, TriggerAvatar, TriggerWrap, Value } from './ProfileSelector.styles.ts';
import type { ProfileSelectorProps } from './ProfileSelector.types.ts';
import { ProfileSummary } from './ProfileSummary.tsx';

// The list, its search and its popover: React Aria's collection, selection, autocomplete and overlay code,
// loaded when the list first opens (or the trigger is hovered or focused), not with the page (ADR 0015).
const panel = lazyPart(() => import('./ProfileSelectorPanel.tsx'));

const LoadedPanel = panel.lazy((module) => module.ProfileSelectorPanel);

/**
 * Chooses exactly one social profile: each option shows the avatar with its network's badge, the name, the
 * handle and any connection problem. A search field appears above the list when there are many profiles, and
 * the list can be grouped by network. It only reports choices; what a choice does is the page's business.
 * The ref reaches the trigger button.
 */
export const ProfileSelector = forwardRef<HTMLButtonElement, ProfileSelectorProps>(function ProfileSelector(
  {
    profiles,
    selectedId,
    onSelect,
    label,
    placeholder,
    statusLabels,
    inactiveLabel,
    searchThreshold = 8,
    searchLabel,
    emptyLabel,
    groupByNetwork = false,
    description,
    isDisabled = false,
    isOpen,
    onOpenChange,
    className,
  },
  ref,
) {
  const selected = profiles.find((profile) => profile.id === selectedId) ?? null;
  const trigger = useListTrigger(
    { isOpen, onOpenChange, isDisabled, hasDescription: Boolean(description) },
    ref,
  );
  const hasOpened = useHasOpened(trigger.state.isOpen);

  return (
    <Field
      className={className}
      data-open={trigger.state.isOpen || undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldLabel {...trigger.labelProps}>{label}</FieldLabel>
      {description && <FieldDescription id={trigger.descriptionId}>{description}</FieldDescription>}
      <TriggerWrap>
        <IntentBoundary onIntent={panel.preload}>
          <Trigger
            {...trigger.triggerProps}
            ref={trigger.triggerRef}
            data-has-avatar={selected ? true : undefined}
          >
            <Value id={trigger.valueId} data-placeholder={selected ? undefined : true}>
              {selected ? (
                <ProfileSummary
                  profile={selected}
                  statusLabels={statusLabels}
                  inactiveLabel={inactiveLabel}
                  hideAvatar
                />
              ) : (
                placeholder
              )}
            </Value>
            <ChevronDown aria-hidden="true" />
          </Trigger>
        </IntentBoundary>
        {/*
          The avatar is drawn over the trigger, not in it: the trigger is named by its label and value, and the
          avatar's initials would be visible text missing from that name (WCAG 2.5.3, label in name).
        */}
        {selected && (
          <TriggerAvatar aria-hidden="true">
            <Avatar
              name={selected.name}
              src={selected.avatarUrl}
              network={selected.network}
              size="sm"
              isDecorative
            />
          </TriggerAvatar>
        )}
      </TriggerWrap>
      {hasOpened && (
        <Suspense fallback={null}>
          <LoadedPanel
            trigger={trigger}
            profiles={profiles}
            selectedId={selected ? selected.id : null}
            onSelect={onSelect}
            statusLabels={statusLabels}
            inactiveLabel={inactiveLabel}
            searchThreshold={searchThreshold}
            searchLabel={searchLabel}
            emptyLabel={emptyLabel}
            groupByNetwork={groupByNetwork}
          />
        </Suspense>
      )}
    </Field>
  );
});
