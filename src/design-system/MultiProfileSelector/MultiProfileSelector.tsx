import { ChevronDown } from 'lucide-react';
import { forwardRef, Suspense, useId } from 'react';
import { Avatar } from '../Avatar/index.ts';
import { FieldDescription, FieldLabel } from '../Field/index.ts';
import { IntentBoundary, lazyPart, useHasOpened, useLazyDialogTrigger } from '../lazy/index.ts';
import { AvatarStack, Root, Trigger, TriggerText, TriggerWrap } from './MultiProfileSelector.styles.ts';
import type { MultiProfileSelectorProps } from './MultiProfileSelector.types.ts';

// The panel: React Aria's popover, dialog, autocomplete, list box and selection code, loaded when it first
// opens (or the trigger is hovered or focused), not with the page (ADR 0015). The trigger uses React Aria's
// hooks, not its DialogTrigger, whose module brings the Popover and Menu modules (and all they import) along.
const panel = lazyPart(() => import('./MultiProfileSelectorPanel.tsx'));

const LoadedPanel = panel.lazy((module) => module.MultiProfileSelectorPanel);

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
      label,
      placeholder,
      summaryLabel,
      maxAvatars = 3,
      description,
      isDisabled = false,
      isOpen: isOpenProp,
      onOpenChange,
      className,
      ...panelProps
    },
    ref,
  ) {
    const labelId = useId();
    const valueId = useId();
    const descriptionId = useId();
    const { overlay, triggerRef, triggerProps } = useLazyDialogTrigger(
      { isOpen: isOpenProp, onOpenChange },
      ref,
    );
    const hasOpened = useHasOpened(overlay.state.isOpen);

    const chosen = new Set(selectedIds);
    const selected = profiles.filter((profile) => chosen.has(profile.id));
    const stack = selected.slice(0, Math.min(Math.max(maxAvatars, 0), 3));

    return (
      <Root className={className}>
        <FieldLabel id={labelId} elementType="span">
          {label}
        </FieldLabel>
        {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
        <TriggerWrap>
          <IntentBoundary onIntent={panel.preload}>
            <Trigger
              {...triggerProps}
              ref={triggerRef}
              data-avatars={stack.length || undefined}
              isDisabled={isDisabled}
              aria-labelledby={`${labelId} ${valueId}`}
              aria-describedby={description ? descriptionId : undefined}
            >
              <TriggerText id={valueId} data-placeholder={selected.length === 0 || undefined}>
                {selected.length > 0 ? summaryLabel(selected.length) : placeholder}
              </TriggerText>
              <ChevronDown aria-hidden="true" />
            </Trigger>
          </IntentBoundary>
          {/*
            The avatars are drawn over the trigger, not in it: the trigger is named by its label and summary, and
            their initials would be visible text missing from that name (WCAG 2.5.3, label in name).
          */}
          {stack.length > 0 && (
            <AvatarStack aria-hidden="true" data-disabled={isDisabled || undefined}>
              {stack.map((profile) => (
                <Avatar key={profile.id} name={profile.name} src={profile.avatarUrl} size="sm" isDecorative />
              ))}
            </AvatarStack>
          )}
          {hasOpened && (
            <Suspense fallback={null}>
              <LoadedPanel
                {...panelProps}
                profiles={profiles}
                selectedIds={selectedIds}
                labelId={labelId}
                trigger={overlay}
              />
            </Suspense>
          )}
        </TriggerWrap>
      </Root>
    );
  },
);
