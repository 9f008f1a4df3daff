import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DOWNLOAD_MESSAGES, resolveFileName } from '@institute/shared';
import { type DeepPartial, Repository } from 'typeorm';
import { CrudService } from '../crud/crud';
import { adminListSpec } from '../common/list-query';
import { NO_LIMIT, PgThrottlerStorage } from '../throttling/pg-throttler-storage';
import type { User } from '../users/user.entity';
import { Download } from './download.entity';
import type { DownloadDto } from './dto/download.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class DownloadsService extends CrudService<Download> {
  constructor(
    @InjectRepository(Download) repo: Repository<Download>,
    private readonly counters: PgThrottlerStorage,
  ) {
    super(repo, {
      ...adminListSpec('downloads', {
        sortable: ['title', 'category', 'fileName', 'fileSize', 'downloadCount', 'isActive', 'createdAt', 'updatedAt'],
        searchable: ['title', 'fileName', 'description'],
        filterable: ['category', 'isActive'],
      }),
      notFound: DOWNLOAD_MESSAGES.notFound,
      // Downloads have no display order (docs/behaviour.md, Downloads): the public sees the active ones, newest first.
      publicWhere: { isActive: true },
      publicOrder: { createdAt: 'DESC' },
      publicOmit: ['uploadedBy'],
    });
  }

  protected prepare(dto: DownloadDto, existing?: Download, user?: User): DeepPartial<Download> {
    const { fileName, ...fields } = dto;
    const values: DeepPartial<Download> = { ...fields };
    if (!existing) values.uploadedBy = user?.id ?? null;
    // fileName is required: a blank one is taken from the URL. An edit that leaves it out keeps it.
    if (!existing || fileName !== undefined) values.fileName = resolveFileName(fileName, dto.fileUrl ?? existing!.fileUrl);
    return values;
  }

  /**
   * The public read counts a download in one statement, so simultaneous downloads all
   * count, and leaves updatedAt alone (a download is not an edit). Inactive ones are 404.
   */
  async active(id: string): Promise<Download> {
    const row = await this.repo.findOneBy({ id, isActive: true });
    if (!row) throw new NotFoundException(DOWNLOAD_MESSAGES.notFound);
    return this.forPublic(row);
  }

  /** Counted at most once per visitor IP per file per day (a rate-limit counter marks it). */
  async countDownload(id: string, ip: string): Promise<Download> {
    const { totalHits } = await this.counters.increment(`${id}|${ip}`, DAY_MS, NO_LIMIT, 0, 'download');
    if (totalHits > 1) return this.active(id);
    const [rows] = await this.repo.query(
      'UPDATE downloads SET download_count = download_count + 1 WHERE id = $1 AND is_active RETURNING *',
      [id],
    );
    if (!rows.length) throw new NotFoundException(DOWNLOAD_MESSAGES.notFound);
    return this.forPublic(this.hydrate(rows[0]));
  }

  /** A RETURNING row (column names, pg values) as the entity TypeORM would have loaded. */
  private hydrate(raw: Record<string, unknown>): Download {
    const entity = this.repo.create();
    const driver = this.repo.manager.dataSource.driver;
    for (const column of this.repo.metadata.columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(raw[column.databaseName], column));
    }
    return entity;
  }
}
