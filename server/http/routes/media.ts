import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as media from '../../../contracts/media.ts';
import type { MediaService, UploadPart } from '../../modules/media/media.service.ts';
import { invalid } from '../../lib/errors.ts';
import { route } from '../route.ts';

/** The media library. Thin: parse, call the service, answer; uploads hand the multipart parts to the service. */
export function mediaRoutes(app: FastifyInstance, service: MediaService): void {
  const parts = (request: FastifyRequest) => {
    if (!request.isMultipart())
      throw invalid({ file: 'Send the file as multipart/form-data, in a part named “file”.' });

    return request.parts() as AsyncIterable<UploadPart>;
  };
  const actorOrNull = (request: FastifyRequest) => (request.auth ? request.actor() : null);
  const sendFile = async (reply: FastifyReply, file: Awaited<ReturnType<MediaService['file']>>) => {
    reply
      .header('Content-Type', file.contentType)
      // Pictures and videos show in the browser; anything else (a PDF can carry script) is a download. Either
      // way the file runs in a sandbox: never a page of the app's origin with its cookies.
      .header(
        'Content-Disposition',
        `${/^(image|video)\//.test(file.contentType) ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.name)}"`,
      )
      .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; media-src 'self'")
      // Signed addresses stay the same all day: the browser may keep the file for an hour.
      .header('Cache-Control', 'private, max-age=3600');
    if (file.bytes !== null) reply.header('Content-Length', file.bytes);
    await reply.send(file.body);

    return undefined;
  };

  route(app, media.uploadMedia, (_input, { request }) => service.upload(request.actor(), parts(request)));
  route(app, media.uploadMediaAlias, (_input, { request }) =>
    service.upload(request.actor(), parts(request)),
  );
  route(app, media.uploadDocument, (_input, { request }) =>
    service.upload(request.actor(), parts(request), ['document']),
  );
  route(app, media.listDocuments, ({ query }, { request }) =>
    service.list(request.actor(), { ...query, kind: ['document'] }),
  );
  route(app, media.listLibraryMedias, ({ query }, { request }) => service.list(request.actor(), query));
  route(app, media.getLibraryMedia, ({ params }, { request }) => service.get(request.actor(), params.id));
  route(app, media.updateLibraryMedia, ({ params, body }, { request }) =>
    service.update(request.actor(), params.id, body),
  );
  route(app, media.deleteLibraryMedia, async ({ params }, { request }) => {
    await service.remove(request.actor(), params.id);

    return undefined;
  });
  route(app, media.getLibraryMediaFile, async ({ params, query }, { request, reply }) =>
    sendFile(reply, await service.file(actorOrNull(request), params.id, 'file', query)),
  );
  route(app, media.getThumbnail, async ({ query }, { request, reply }) =>
    sendFile(reply, await service.file(actorOrNull(request), query.id, 'thumbnail', query)),
  );
  route(app, media.cropImage, ({ body }, { request }) => service.crop(request.actor(), body));
  route(app, media.urlAvailable, ({ query }) => service.urlAvailable(query.url));
  route(app, media.listLibraryTags, (_input, { request }) => service.tags(request.actor()));
  route(app, media.createLibraryTag, ({ body }, { request }) =>
    service.createTag(request.actor(), body.name),
  );
  route(app, media.updateLibraryTag, ({ params, body }, { request }) =>
    service.renameTag(request.actor(), params.id, body.name),
  );
  route(app, media.deleteLibraryTag, async ({ params }, { request }) => {
    await service.deleteTag(request.actor(), params.id);

    return undefined;
  });
  route(app, media.attachLibraryTags, ({ body }, { request }) =>
    service.tagMedia(request.actor(), 'attach', body),
  );
  route(app, media.detachLibraryTags, ({ body }, { request }) =>
    service.tagMedia(request.actor(), 'detach', body),
  );
}
