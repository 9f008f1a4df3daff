import { Controller, Get } from '@nestjs/common';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Sessionless } from '../common/web';

@Controller('health')
@Sessionless()
@ApiTags('operations')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly dataSource: DataSource,
  ) {}

  /** Liveness: the process answers. It touches no database, so a database outage does not restart every process. */
  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness' })
  live() {
    return this.health.check([]);
  }

  /** Readiness: the database answers and every migration of this build is applied. */
  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness' })
  ready() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      async () => {
        const check = this.indicators.check('migrations');
        try {
          const pending = await this.dataSource.showMigrations();
          return pending ? check.down({ message: 'Migrations are pending' }) : check.up();
        } catch {
          return check.down({ message: 'Migrations could not be checked' });
        }
      },
    ]);
  }
}
