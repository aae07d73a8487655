import { Globe } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { DateInputBox, Segment, WithLocale } from '../DatePicker/index.ts';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field/index.ts';
import { Row, StyledTimeField, Zone } from './TimePicker.styles.ts';
import type { TimePickerProps } from './TimePicker.types.ts';
import { formatTimeString, parseTimeString, utcOffsetLabel } from './TimePicker.utils.ts';

/**
 * A time of day typed in hour and minute segments, always shown with the time zone it is in ("09:30
 * Europe/Paris · UTC+01:00"), so a scheduled post is never ambiguous. Values are 'HH:mm' strings. The zone
 * is linked to the field with `aria-describedby`. The ref reaches the segments' group.
 */
export const TimePicker = forwardRef<HTMLDivElement, TimePickerProps>(function TimePicker(
  {
    label,
    description,
    errorMessage,
    isInvalid,
    value,
    defaultValue,
    onChange,
    timeZone,
    timeZoneLabel,
    referenceDate,
    hourCycle,
    locale,
    ...rest
  },
  ref,
) {
  const zoneId = useId();
  const zone = timeZoneLabel ?? `${timeZone} · ${utcOffsetLabel(timeZone, referenceDate)}`;

  return (
    <WithLocale locale={locale}>
      <StyledTimeField
        {...rest}
        value={value === undefined ? undefined : parseTimeString(value)}
        defaultValue={defaultValue === undefined ? undefined : parseTimeString(defaultValue)}
        onChange={(time) => onChange?.(time ? formatTimeString(time) : null)}
        granularity="minute"
        hourCycle={hourCycle}
        shouldForceLeadingZeros={hourCycle === 24 || undefined}
        isInvalid={errorMessage ? true : isInvalid}
        validationBehavior="aria"
        aria-describedby={zoneId}
      >
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        <Row>
          <DateInputBox ref={ref}>{(segment) => <Segment segment={segment} />}</DateInputBox>
          <Zone id={zoneId}>
            <Globe aria-hidden="true" />
            {zone}
          </Zone>
        </Row>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </StyledTimeField>
    </WithLocale>
  );
});
