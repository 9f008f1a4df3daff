import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations } from './database';
import { DatabaseOutage } from './outage';
import { Statements } from './statements';

/**
 * The database: TypeORM on `databaseUrl` (DATABASE_URL, or the embedded server's), migrated
 * before any other module starts, under a lock shared by every process; the prepared
 * statements helper; and the watch on outages (docs/operations.md).
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(databaseUrl), autoLoadEntities: true }),
          dataSourceFactory: async (options) => {
            const ds = await new DataSource(options!).initialize();
            await runMigrations(ds);
            return ds;
          },
        }),
      ],
      providers: [Statements, DatabaseOutage],
      exports: [Statements, DatabaseOutage],
    };
  }
}
