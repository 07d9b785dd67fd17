// /clap route for profile images: the signed-in account's cover image or profile image (photo / logo).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope';
import { badRequest, forbidden, payloadTooLarge, unsupportedMedia } from '../../lib/http-errors';
import {
  publicUploadUrl,
  refuseWhenImageWorkFull,
  sniffType,
  uploadNameFromUrl,
} from '../../lib/image-store';
import type { ProfileKind } from '../../../contract/accounts';
import { callerOf } from '../../plugins/auth';
import { imageColumn, ownedUploadNames, swapProfileImage } from '../../repositories/profiles';
import { profileImageSchema } from '../../schemas/profiles';
import { deleteUploads, storeImage } from '../../services/uploads';

/** Per signed-in account, else per address. */
const byAccount = (request: FastifyRequest) =>
  request.caller ? `profile-image:${request.caller.id}` : `profile-image:${request.ip}`;

const routes: FastifyPluginAsync = (app) => {
  app.put(
    '/prop/account/profile_image',
    {
      // While the image line is full the multipart body is not even read (storeImage would refuse it anyway).
      onRequest: [app.requirePublisher('creative', 'business', 'partner'), refuseWhenImageWorkFull],
      config: { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAccount } },
      schema: profileImageSchema,
    },
    async (request) => {
      const caller = callerOf(request);
      const kind = caller.kind as ProfileKind;
      let part;
      try {
        part = await request.file({
          limits: { files: 1, fileSize: app.config.uploadMaxBytes, fields: 10, parts: 12 },
        });
      } catch {
        throw badRequest('Send the image as multipart/form-data.');
      }
      if (!part) throw badRequest('Choose an image to upload.');
      const slot =
        part.fieldname === 'cover_image'
          ? 'cover_photo'
          : part.fieldname === 'profile_image'
            ? 'photo'
            : null;
      if (!slot) {
        part.file.resume();
        throw badRequest('Send the image in a cover_image or profile_image field.');
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw payloadTooLarge(
            `The image must be at most ${Math.floor(app.config.uploadMaxBytes / (1024 * 1024)) || 1} MB.`,
          );
        }
        throw badRequest('The upload was interrupted. Please try again.');
      }
      const type = sniffType(buffer);
      if (slot === 'cover_photo' && type !== 'png')
        throw unsupportedMedia('The cover image must be a PNG file.');
      if (slot === 'photo' && type !== 'png' && type !== 'jpeg')
        throw unsupportedMedia('The profile image must be a PNG or JPEG file.');

      const stored = await storeImage(app.db, app.uploadStore, buffer, caller.id);
      const column = imageColumn(kind, slot);
      let previous: string | null;
      try {
        const swapped = await app.db
          .transaction()
          .execute((trx) => swapProfileImage(trx, kind, caller.id, column, stored.url));
        if (!swapped.found) throw forbidden('This account has no profile.');
        previous = swapped.previous;
      } catch (error) {
        await deleteUploads(app.db, app.uploadStore, [stored.name]);
        throw error;
      }
      // The old file goes only after the new URL has committed, and only if this account uploaded it.
      const oldName = previous ? uploadNameFromUrl(previous, app.config) : null;
      if (oldName && oldName !== stored.name) {
        try {
          await deleteUploads(app.db, app.uploadStore, await ownedUploadNames(app.db, caller.id, [oldName]));
        } catch (error) {
          request.log.warn({ err: error }, 'could not remove a replaced profile image');
        }
      }
      // Stored as /uploads/<name>; answered where browsers fetch it (S3_PUBLIC_URL when set).
      return ok(
        { [column]: publicUploadUrl(stored.name, app.config) },
        slot === 'cover_photo' ? 'cover image updated' : 'profile image updated',
      );
    },
  );
  return Promise.resolve();
};

export default routes;
