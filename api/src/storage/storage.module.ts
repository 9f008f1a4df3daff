import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorage } from './local-storage';
import { MEDIA_STORAGE, type MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';

/** The store STORAGE_DRIVER names: DATA_DIR/uploads, or an S3-compatible bucket. */
function createStorage(config: Pick<AppConfig, 'dataDir' | 'storage'>): MediaStorage {
  return config.storage.driver === 's3' ? new S3Storage(config.storage) : new LocalStorage(join(config.dataDir, 'uploads'));
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
    if (this.storage instanceof S3Storage) this.storage.close();
  }
}
