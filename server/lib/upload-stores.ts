// Chooses where uploads live from the configuration: the disk under DATA_DIR (UPLOAD_STORE=disk, the default) or an
// S3-compatible bucket (UPLOAD_STORE=s3). Its own module so that upload-store.ts (the interface, imported by the S3
// store) does not import the AWS SDK.
import type { Config } from '../config';
import { createS3UploadStore } from './s3-upload-store';
import { createDiskUploadStore, type UploadStore } from './upload-store';

export function createUploadStore(config: Pick<Config, 'dataDir' | 'uploadStore' | 's3'>): UploadStore {
  if (config.uploadStore === 's3' && config.s3) return createS3UploadStore(config.s3);
  return createDiskUploadStore(config.dataDir);
}
