import { describe, expect, it } from 'vitest';
import { ZPostMediaInput } from '@contracts/publishing.ts';
import { toPostMedia } from '@/features/media-library/index.ts';
import { libraryMediaFixture } from '@mocks/handlers/media.ts';

describe('a library file in the composer’s post', () => {
  it('is attached by its id, with its facts and an absolute address for the previews', () => {
    const media = libraryMediaFixture({
      id: '8d0c0000-0000-4000-8000-00000000000a',
      url: '/api/v1/library-medias/8d0c0000-0000-4000-8000-00000000000a/file?expires=1&signature=abc',
      width: 1080,
      height: 1350,
      duration_sec: null,
    });
    const attached = toPostMedia(media, 'https://kestrel.example');
    expect(attached).toEqual({
      library_media_id: media.id,
      type: media.kind,
      url: 'https://kestrel.example/api/v1/library-medias/8d0c0000-0000-4000-8000-00000000000a/file?expires=1&signature=abc',
      mime_type: media.mime_type,
      bytes: media.bytes,
      width: 1080,
      height: 1350,
    });
    expect(ZPostMediaInput.safeParse(attached).success).toBe(true);
  });

  it('may be written by id alone; a file from elsewhere needs its address and facts', () => {
    expect(
      ZPostMediaInput.safeParse({ library_media_id: '8d0c0000-0000-4000-8000-00000000000a' }).success,
    ).toBe(true);
    const outside = ZPostMediaInput.safeParse({ type: 'image', mime_type: 'image/png' });
    expect(outside.success).toBe(false);
    expect(outside.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['bytes', 'url']);
  });
});
