import { forwardRef, useId, useImperativeHandle, useRef, useState } from 'react';
import { FieldDescription, FieldErrorText, FieldInput, FieldLabel } from '../Field/index.ts';
import { TagGroup } from '../Tag/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Counter, Footer, StyledTagInput, TagBox } from './TagInput.styles.ts';
import type { TagInputProps } from './TagInput.types.ts';
import { addTags, normalizeHashtag, splitTags } from './TagInput.utils.ts';

/** Keys that turn what was typed into a tag. */
const COMMIT_KEYS = new Set(['Enter', ',', ' ']);

/**
 * A labelled input that collects tags, made for hashtags: Enter, comma, space, leaving the field or pasting
 * ("#a #b, c" adds three) turns text into tags, normalised and without case-insensitive duplicates. Backspace
 * in the empty input removes the last tag; the tags are a TagGroup, removable with their × or Delete. The ref
 * reaches the <input>.
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    isRequired,
    isDisabled,
    autoFocus,
    value,
    defaultValue,
    onChange,
    normalize = normalizeHashtag,
    prefix,
    maxTags,
    counterLabel,
    removeLabel,
    placeholder,
    locale,
    className,
  },
  ref,
) {
  const counterId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [ownTags, setOwnTags] = useState<string[]>(defaultValue ?? []);
  const [draft, setDraft] = useState('');
  const tags = value ?? ownTags;
  const isFull = maxTags !== undefined && tags.length >= maxTags;
  const format = new Intl.NumberFormat(locale);

  const update = (next: string[]) => {
    if (value === undefined) setOwnTags(next);
    onChange?.(next);
  };

  /** Adds what `text` holds; what cannot be a tag stays in the input. */
  const commit = (text: string) => {
    const pieces = splitTags(text);
    if (pieces.length === 0) {
      setDraft('');
      return;
    }
    const result = addTags(tags, pieces, normalize, { max: maxTags, locale });
    if (result.tags.length !== tags.length) update(result.tags);
    setDraft(result.rejected.join(' '));
  };

  return (
    <StyledTagInput
      className={className}
      value={draft}
      onChange={setDraft}
      isDisabled={isDisabled}
      isRequired={isRequired}
      autoFocus={autoFocus}
      isInvalid={errorMessage ? true : isInvalid}
      validationBehavior="aria"
      aria-describedby={maxTags !== undefined && counterLabel ? counterId : undefined}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <TagBox
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {tags.length > 0 && (
          <TagGroup
            data-tags=""
            label={label}
            hideLabel
            items={tags.map((tag) => ({ id: tag, label: tag }))}
            prefix={prefix}
            onRemove={
              isDisabled
                ? undefined
                : (ids) => {
                    update(tags.filter((tag) => !ids.includes(tag)));
                    inputRef.current?.focus();
                  }
            }
            removeLabel={removeLabel}
          />
        )}
        <FieldInput
          ref={inputRef}
          placeholder={tags.length > 0 ? undefined : placeholder}
          onKeyDown={(event) => {
            if (COMMIT_KEYS.has(event.key) && draft.trim()) {
              event.preventDefault();
              commit(draft);
            } else if (event.key === ' ' || event.key === ',') {
              event.preventDefault();
            } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
              event.preventDefault();
              update(tags.slice(0, -1));
            }
          }}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text');
            if (!/[\s,]/u.test(text)) return;
            event.preventDefault();
            commit(`${draft} ${text}`);
          }}
          onBlur={() => {
            if (draft.trim()) commit(draft);
          }}
        />
      </TagBox>
      {(maxTags !== undefined || errorMessage) && (
        <Footer>
          <FieldErrorText>{errorMessage}</FieldErrorText>
          {maxTags !== undefined && (
            <Counter id={counterId} data-full={isFull || undefined}>
              <span aria-hidden="true">
                {format.format(tags.length)} / {format.format(maxTags)}
              </span>
              {counterLabel && <VisuallyHidden>{counterLabel(tags.length, maxTags)}</VisuallyHidden>}
            </Counter>
          )}
        </Footer>
      )}
    </StyledTagInput>
  );
});
