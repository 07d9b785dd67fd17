// After an account's deletion has committed: its files leave the upload store, in the same request. Public uploads
// go with their rows (deleteUploads); private documents (funding application documents) are removed by name, their
// rows having cascaded with the account. A removal that fails does not undo the deletion: it is logged, and the
// sweep of unnamed private files at start (services/funding.ts, sweepOrphanDocuments) stays as the safety net.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/database';
import { deleteUploads } from './uploads';
import type { UploadStore } from '../lib/upload-store';
import type { DeletedAccount } from '../repositories/account';

export async function removeAccountFiles(
  db: DB,
  store: UploadStore,
  deleted: DeletedAccount,
  log: FastifyBaseLogger,
  accountId: number,
): Promise<void> {
  try {
    await deleteUploads(db, store, deleted.uploadNames);
  } catch (error) {
    log.error({ err: error, accountId }, 'account deleted but some of its uploads could not be removed');
  }
  try {
    await store.remove('private', deleted.documentNames);
  } catch (error) {
    log.error(
      { err: error, accountId, documents: deleted.documentNames.length },
      'account deleted but some of its private documents could not be removed (the start-up sweep will retry)',
    );
  }
}
