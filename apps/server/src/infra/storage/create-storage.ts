import type { Config } from '../../config/env.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** A local folder when embedded; an S3-compatible bucket when S3_BUCKET is set (scaled, shared by all nodes). */
export function createStorage(config: Config['storage']): Storage {
  switch (config.kind) {
    case 'local':
      return createLocalStorage(config.dir);
    case 's3':
      return createS3Storage(config);
  }
}
