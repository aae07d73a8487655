import type { FieldBaseProps } from '../Field/index.ts';

export type TimePickerProps = FieldBaseProps & {
  /** The time as 'HH:mm', 24-hour (controlled); `null` for none. Pair with `onChange`. */
  value?: string | null;
  /** The time at first (uncontrolled), 'HH:mm'. @default null */
  defaultValue?: string | null;
  /** Called with the new time as 'HH:mm' (24-hour, whatever is displayed), or `null` when cleared. */
  onChange?: (value: string | null) => void;
  /** The IANA time zone the time is in, e.g. 'Europe/Paris'. Always shown next to the field. */
  timeZone: string;
  /**
   * The zone as shown, e.g. "Paris time". @default the IANA name and its UTC offset on `referenceDate`,
   * e.g. "Europe/Paris · UTC+01:00"
   */
  timeZoneLabel?: string;
  /**
   * The date ('YYYY-MM-DD' or a full ISO date-time) the offset is computed for: it changes with daylight
   * saving time. Pass the date being scheduled. @default now
   */
  referenceDate?: string;
  /** 12-hour with AM/PM, or 24-hour. @default the locale's */
  hourCycle?: 12 | 24;
  /** The BCP 47 locale: the order of the segments and the AM/PM words. @default the browser's */
  locale?: string;
};
