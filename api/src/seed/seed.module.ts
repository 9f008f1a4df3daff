import { Module } from '@nestjs/common';
import { DemoSeed } from './demo-seed';

/** Imported after the users module, so the first administrator exists to author the demo news. */
@Module({ providers: [DemoSeed] })
export class SeedModule {}
