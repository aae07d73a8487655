import type { TLibraryMedia } from '@contracts/media.ts';
import { ACCEPTED_MEDIA } from '@contracts/plain.ts';
import { useEffect, useState } from 'react';
import { useMediaText } from './text.ts';
import { isApiError } from '@/api/client.ts';
import { uploadToLibrary, useLibraryActions } from '@/api/media.ts';
import type { FileRejection, UploadFile } from '@/design-system/FileDropZone';

/** Two at a time: a large video does not hold back the pictures behind it, and the line stays light. */
const PARALLEL = 2;

type Listeners = {
  patch: (id: string, change: Partial<UploadFile>) => void;
  uploaded: (media: TLibraryMedia) => void;
  idle: () => void;
  stoppedMessage: string;
  documentsOnly: boolean;
};

/** The queue itself, outside React: which files wait, how many are on their way. */
function createUploadQueue() {
  const queue = {
    pending: [] as { id: string; file: File }[],
    running: 0,
    counter: 0,
    listeners: null as Listeners | null,
    nextId: () => `upload-${(queue.counter += 1)}`,
    listen(listeners: Listeners) {
      queue.listeners = listeners;
    },
    drop(id: string) {
      queue.pending = queue.pending.filter((entry) => entry.id !== id);
    },
    enqueue(entries: { id: string; file: File }[]) {
      queue.pending.push(...entries);
      queue.pump();
    },
    pump() {
      const listeners = queue.listeners;
      if (!listeners) return;
      while (queue.running < PARALLEL && queue.pending.length > 0) {
        const next = queue.pending.shift()!;
        queue.running += 1;
        uploadToLibrary(next.file, {
          documentsOnly: listeners.documentsOnly,
          onProgress: (progress) => queue.listeners?.patch(next.id, { progress }),
        })
          .then((media) => {
            queue.listeners?.patch(next.id, { status: 'done', progress: 1 });
            queue.listeners?.uploaded(media);
          })
          .catch((error: unknown) => {
            queue.listeners?.patch(next.id, {
              status: 'error',
              errorMessage:
                isApiError(error) && error.message ? error.message : (queue.listeners?.stoppedMessage ?? ''),
            });
          })
          .finally(() => {
            queue.running -= 1;
            if (queue.running === 0 && queue.pending.length === 0) queue.listeners?.idle();
            queue.pump();
          });
      }
    },
  };

  return queue;
}

/**
 * A queue of files going into the library, each with its progress and, when it fails, the server's reason in
 * plain words. `onUploaded` hears of each file as it lands; the library lists reload once the queue is done.
 */
export function useUploads(
  options: { onUploaded?: (media: TLibraryMedia) => void; documentsOnly?: boolean } = {},
) {
  const { t } = useMediaText();
  const actions = useLibraryActions();
  const [queue] = useState(createUploadQueue);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const { onUploaded, documentsOnly = false } = options;

  // The queue reports to this render's callbacks (they change with the language and the caller).
  useEffect(() => {
    queue.listen({
      patch: (id, change) =>
        setFiles((current) => current.map((file) => (file.id === id ? { ...file, ...change } : file))),
      uploaded: (media) => onUploaded?.(media),
      idle: () => void actions.refresh(),
      stoppedMessage: t('upload.stopped'),
      documentsOnly,
    });
  });

  const add = (chosen: File[]) => {
    const entries = chosen.map((file) => ({ id: queue.nextId(), file }));
    setFiles((current) => [
      ...current,
      ...entries.map(({ id, file }) => ({
        id,
        name: file.name,
        sizeBytes: file.size,
        progress: 0,
        status: 'uploading' as const,
      })),
    ]);
    queue.enqueue(entries);
  };

  /** Files the drop zone turned away before sending (by the browser's idea of their type). */
  const reject = (rejections: FileRejection[]) => {
    const accepts = t('upload.accepts');
    setFiles((current) => [
      ...current,
      ...rejections.map(({ file, reason }) => ({
        id: queue.nextId(),
        name: file.name,
        sizeBytes: file.size,
        status: 'error' as const,
        errorMessage:
          reason === 'type'
            ? t('upload.rejectedType', { name: file.name, accepts })
            : t('upload.rejectedSize', { name: file.name }),
      })),
    ]);
  };

  const remove = (id: string) => {
    queue.drop(id);
    setFiles((current) => current.filter((file) => file.id !== id));
  };

  return { files, add, reject, remove };
}

/**
 * What the drop zone lets through before asking the server: the accepted types by the browser's guess, and
 * files whose type the browser does not know (the server reads the content and has the last word).
 */
export function acceptList(kinds: readonly (keyof typeof ACCEPTED_MEDIA)[]): string[] {
  return kinds.flatMap((kind) => [...ACCEPTED_MEDIA[kind].types]);
}
