import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorage } from './local-storage';
import { MEDIA_STORAGE, type MediaStorage, SET_ASIDE } from './media-storage';

/**
 * The store STORAGE_DRIVER names: DATA_DIR/uploads, or an S3-compatible bucket. The S3 client (a
 * few megabytes of the AWS SDK) is loaded only by an app that stores there. Also the store of
 * `npm run backup` and `npm run restore` (cli.ts).
 */
export async function createStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): Promise<MediaStorage> {
  if (config.storage.driver !== 's3') return new LocalStorage(join(config.dataDir, 'uploads'), join(config.dataDir, SET_ASIDE));
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.storage);
}

/** Makes the configured MediaStorage injectable everywhere as MEDIA_STORAGE. */
@Global()
@Module({
  providers: [{ provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: createStorage }],
  exports: [MEDIA_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  onApplicationShutdown(): void {
    this.storage.close?.();
  }
}
