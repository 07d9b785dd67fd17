// Chooses where uploads live from the configuration: the disk under DATA_DIR (UPLOAD_STORE=disk, the default) or an
// S3-compatible bucket (UPLOAD_STORE=s3). The AWS SDK is imported only for s3: it costs about 0.9 s and 24 MB of
// memory at start, which a disk deployment need not pay (docs/uploads.md, "Costs").
import type { Config } from '../config';
import { createDiskUploadStore, type UploadStore } from './upload-store';

export async function createUploadStore(
  config: Pick<Config, 'dataDir' | 'uploadStore' | 's3'>,
): Promise<UploadStore> {
  if (config.uploadStore === 's3' && config.s3) {
    const { createS3UploadStore } = await import('./s3-upload-store');
    return createS3UploadStore(config.s3);
  }
  return createDiskUploadStore(config.dataDir);
}
