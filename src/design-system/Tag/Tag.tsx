import { X } from 'lucide-react';
import { forwardRef } from 'react';
import {
  RemoveButton,
  StyledGroupTag,
  StyledTag,
  StyledTagGroup,
  StyledTagList,
  TagGroupLabel,
  TagPrefix,
  TagText,
} from './Tag.styles.ts';
import type { TagGroupProps, TagItem, TagProps } from './Tag.types.ts';

/**
 * A single chip on its own: a label on a post, a filter in a summary line. With `onRemove` it gets a small ×
 * button named by `removeLabel`. For a set of tags the user moves through with the arrow keys, use TagGroup.
 */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { children, prefix, tone = 'neutral', onRemove, removeLabel, className },
  ref,
) {
  return (
    <StyledTag ref={ref} data-tone={tone} className={className}>
      <TagText>
        {prefix && <TagPrefix aria-hidden="true">{prefix}</TagPrefix>}
        {children}
      </TagText>
      {onRemove && (
        <RemoveButton data-remove="" aria-label={removeLabel} onPress={onRemove}>
          <X aria-hidden="true" />
        </RemoveButton>
      )}
    </StyledTag>
  );
});

/**
 * A labelled set of tags: hashtags on a post, the topics of a report. Arrow keys move between the tags; with
 * `onRemove` each tag has a × button and Delete or Backspace removes the focused one.
 */
export function TagGroup({
  label,
  hideLabel = false,
  items,
  prefix,
  tone = 'neutral',
  onRemove,
  removeLabel,
  ...rest
}: TagGroupProps) {
  return (
    <StyledTagGroup
      {...rest}
      aria-label={hideLabel ? label : undefined}
      onRemove={onRemove ? (keys) => onRemove([...keys].map(String)) : undefined}
    >
      {!hideLabel && <TagGroupLabel>{label}</TagGroupLabel>}
      <StyledTagList<TagItem> items={items}>
        {(item) => (
          <StyledGroupTag id={item.id} textValue={item.label} data-tone={tone}>
            {({ allowsRemoving }) => (
              <>
                <TagText>
                  {prefix && <TagPrefix aria-hidden="true">{prefix}</TagPrefix>}
                  {item.label}
                </TagText>
                {allowsRemoving && (
                  <RemoveButton slot="remove" data-remove="" aria-label={removeLabel}>
                    <X aria-hidden="true" />
                  </RemoveButton>
                )}
              </>
            )}
          </StyledGroupTag>
        )}
      </StyledTagList>
    </StyledTagGroup>
  );
}
