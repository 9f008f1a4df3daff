import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { CacheLink } from './cache-link';
import { ResponseCache } from './response-cache';

/** The response cache of public reads (docs/caching.md): one ResponseCache per process, linked to the others. */
@Global()
@Module({})
export class CacheModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const cache = new ResponseCache(config.responseCache);
    return {
      module: CacheModule,
      providers: [
        { provide: ResponseCache, useValue: cache },
        { provide: CacheLink, useFactory: () => new CacheLink(cache, databaseUrl) },
      ],
      exports: [ResponseCache],
    };
  }
}
