import { CircleAlert, CircleCheck, FileText, UploadCloud, X } from 'lucide-react';
import { useId } from 'react';
import { FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { ProgressBar } from '../ProgressBar/index.ts';
import {
  AcceptText,
  DropText,
  FileBody,
  FileError,
  FileHeader,
  FileIcon,
  FileList,
  FileName,
  FileRow,
  FileSize,
  Label,
  Root,
  StyledDropZone,
  ZoneIcon,
} from './FileDropZone.styles.ts';
import type { FileDropZoneProps, UploadFile } from './FileDropZone.types.ts';
import { checkFiles, formatBytes } from './FileDropZone.utils.ts';

const STATUS_ICON = { uploading: FileText, done: CircleCheck, error: CircleAlert } as const;

/**
 * Takes files by drag and drop or through the system file picker, checks their type (MIME, wildcards
 * allowed) and size, and lists the uploads under the zone with their progress. The zone only reports files
 * (`onFiles`, `onReject`): uploading them and feeding `files` back is the caller's job.
 */
export function FileDropZone({
  label,
  dropLabel,
  browseLabel,
  acceptLabel,
  accept = [],
  maxSizeBytes,
  allowsMultiple = false,
  onFiles,
  onReject,
  files = [],
  onRemove,
  removeLabel,
  isDisabled = false,
  locale,
  className,
}: FileDropZoneProps) {
  const labelId = useId();
  const acceptId = useId();

  const take = (picked: File[]) => {
    const { accepted, rejections } = checkFiles(allowsMultiple ? picked : picked.slice(0, 1), {
      accept,
      maxSizeBytes,
    });
    if (accepted.length > 0) onFiles(accepted);
    if (rejections.length > 0) onReject?.(rejections);
  };

  const drop = async (items: DropItem[]) => {
    const dropped = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    take(dropped);
  };

  return (
    <Root role="group" aria-labelledby={labelId} className={className}>
      <Label id={labelId}>{label}</Label>
      <StyledDropZone
        isDisabled={isDisabled}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(event) => void drop(event.items)}
      >
        <ZoneIcon aria-hidden="true">
          <UploadCloud />
        </ZoneIcon>
        <DropText slot="label">{dropLabel}</DropText>
        {acceptLabel && <AcceptText id={acceptId}>{acceptLabel}</AcceptText>}
        <FileTrigger
          acceptedFileTypes={accept.length > 0 ? accept : undefined}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? [...list] : [])}
        >
          <Button size="sm" isDisabled={isDisabled} aria-describedby={acceptLabel ? acceptId : undefined}>
            {browseLabel}
          </Button>
        </FileTrigger>
      </StyledDropZone>
      {files.length > 0 && (
        <FileList>
          {files.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              locale={locale}
              onRemove={onRemove}
              removeLabel={removeLabel}
            />
          ))}
        </FileList>
      )}
    </Root>
  );
}

function FileItem({
  file,
  locale,
  onRemove,
  removeLabel,
}: {
  file: UploadFile;
  locale?: string;
  onRemove?: (id: string) => void;
  removeLabel?: (name: string) => string;
}) {
  const Icon = STATUS_ICON[file.status];

  return (
    <FileRow data-status={file.status}>
      <FileIcon aria-hidden="true">
        <Icon />
      </FileIcon>
      <FileBody>
        <FileHeader>
          <FileName>{file.name}</FileName>
          <FileSize>{formatBytes(file.sizeBytes, locale)}</FileSize>
        </FileHeader>
        {file.status === 'error' ? (
          file.errorMessage && <FileError>{file.errorMessage}</FileError>
        ) : (
          <ProgressBar
            label={file.name}
            hideLabel
            size="sm"
            tone={file.status === 'done' ? 'success' : 'accent'}
            value={file.status === 'done' ? 1 : (file.progress ?? 0)}
            maxValue={1}
            locale={locale}
          />
        )}
      </FileBody>
      {onRemove && (
        <IconButton
          size="sm"
          icon={<X />}
          label={removeLabel?.(file.name) ?? file.name}
          onPress={() => onRemove(file.id)}
        />
      )}
    </FileRow>
  );
}
