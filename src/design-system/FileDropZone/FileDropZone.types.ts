export type FileRejectionReason = 'type' | 'size';

export type FileRejection = {
  file: File;
  /** `type`: not one of `accept`; `size`: larger than `maxSizeBytes`. */
  reason: FileRejectionReason;
};

export const UPLOAD_STATUSES = ['uploading', 'done', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export type UploadFile = {
  /** A stable key, reported by `onRemove`. */
  id: string;
  /** The file name shown in the row. */
  name: string;
  /** The size, formatted with `Intl` in `locale`. */
  sizeBytes: number;
  /** How much is uploaded, from 0 to 1, while `uploading`. @default 0 */
  progress?: number;
  status: UploadStatus;
  /** Why the upload failed, shown under the name when `status` is `error`. @default undefined */
  errorMessage?: string;
};

export type FileDropZoneProps = {
  /** The name of the field, shown above the zone, e.g. "Media". */
  label: string;
  /** The zone's main line and the name of its drop target, e.g. "Drag and drop files here". */
  dropLabel: string;
  /** The button that opens the file picker, e.g. "Browse files". */
  browseLabel: string;
  /** What is accepted, in words, e.g. "JPG, PNG or MP4 up to 1 GB". */
  acceptLabel?: string;
  /** The MIME types taken, wildcards allowed: `['image/*', 'video/mp4']`. @default [] (anything) */
  accept?: readonly string[];
  /** The largest file taken, in bytes. @default undefined (no limit) */
  maxSizeBytes?: number;
  /** Takes several files at once; otherwise only the first. @default false */
  allowsMultiple?: boolean;
  /** Called with the files that passed the type and size checks (never empty). */
  onFiles: (files: File[]) => void;
  /** Called with the files turned away and why (never empty). */
  onReject?: (rejections: FileRejection[]) => void;
  /** The files being or already uploaded, listed under the zone with their progress. @default [] */
  files?: readonly UploadFile[];
  /** Adds a remove button to each row; called with the file's id. @default undefined */
  onRemove?: (id: string) => void;
  /** The accessible name of a row's remove button, e.g. `(name) => \`Remove ${name}\``. Required with `onRemove`. */
  removeLabel?: (name: string) => string;
  /** @default false */
  isDisabled?: boolean;
  /** The BCP 47 locale for sizes and percentages. @default the browser's */
  locale?: string;
  className?: string;
};
