import { Check, ChevronDown, FolderKanban, X } from 'lucide-react';
import { forwardRef } from 'react';
import { FieldDescription, FieldLabel, FieldListBox, FieldListEmpty, ListItemCheck } from '../Field/index.ts';
import { NetworkIcon, networkName } from '../NetworkIcon/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  ClearButton,
  GroupIcon,
  ItemRow,
  ListItemText,
  Networks,
  Option,
  Panel,
  Root,
  StyledSelect,
  Trigger,
  Value,
  ValueMeta,
  ValueName,
} from './GroupSelector.styles.ts';
import type { GroupSelectorProps, SelectorGroup } from './GroupSelector.types.ts';

const MAX_MARKS = 4;

function NetworkMarks({ networks }: { networks: SelectorGroup['networks'] }) {
  return (
    <Networks aria-hidden="true">
      {networks.slice(0, MAX_MARKS).map((network) => (
        <NetworkIcon key={network} network={network} size="sm" />
      ))}
    </Networks>
  );
}

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

  return (
    <Root className={className}>
      <StyledSelect<SelectorGroup>
        value={selected ? selected.id : null}
        onChange={(key) => {
          if (key !== null) onSelect(String(key));
        }}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDisabled={isDisabled}
        placeholder={placeholder}
      >
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        <Trigger ref={ref} data-clearable={isClearable || undefined}>
          <Value<SelectorGroup>>
            {({ isPlaceholder }) =>
              isPlaceholder || !selected ? (
                placeholder
              ) : (
                <>
                  <GroupIcon aria-hidden="true">
                    <FolderKanban />
                  </GroupIcon>
                  <ValueName>{selected.name}</ValueName>
                  <ValueMeta>{profileCountLabel(selected.profileCount)}</ValueMeta>
                  <NetworkMarks networks={selected.networks} />
                </>
              )
            }
          </Value>
          <ChevronDown aria-hidden="true" />
        </Trigger>
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
      </StyledSelect>
      {isClearable && (
        <ClearButton aria-label={clearLabel} onPress={onClear}>
          <X aria-hidden="true" />
        </ClearButton>
      )}
    </Root>
  );
});
