export { FileDropZone } from './FileDropZone.tsx';
export {
  UPLOAD_STATUSES,
  type FileDropZoneProps,
  type FileRejection,
  type FileRejectionReason,
  type UploadFile,
  type UploadStatus,
} from './FileDropZone.types.ts';
export { checkFiles, formatBytes, matchesAccept } from './FileDropZone.utils.ts';
