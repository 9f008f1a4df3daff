import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STORED_NAME } from '../storage/media-storage';
import { Upload } from './upload.entity';

/** How many cleaned stored names each process remembers; past it the oldest is forgotten (and read again when asked). */
const REMEMBERED = 20_000;

/**
 * Which stored files may be served (docs/api.md, Serving): an upload's own file only when its
 * library row is `done` (cleaned). A file with no row, or whose row is `pending` (found in the
 * store, not cleaned yet) or `failed` (could not be cleaned), answers 404. Variants are served
 * without a look: they are only ever made from a cleaned image.
 *
 * Serving is a hot path, so a stored name found `done` is remembered: a row never goes back from
 * `done` while its file is served under that name (a cleaned earlier upload moves to a new name,
 * a delete removes the file), so one read of the database per name and process is enough.
 */
@Injectable()
export class ServableMedia {
  private readonly cleaned = new Set<string>();

  constructor(@InjectRepository(Upload) private readonly repo: Repository<Upload>) {}

  /** The check serveMedia runs on each key (storage/serve-media.ts); bound, so it can be handed over as it is. */
  readonly allows = async (key: string): Promise<boolean> => {
    if (!STORED_NAME.test(key) || this.cleaned.has(key)) return true;
    const row = await this.repo.findOne({ where: { storedName: key }, select: { id: true, mediaState: true } });
    if (row?.mediaState !== 'done') return false;
    if (this.cleaned.size >= REMEMBERED) this.cleaned.delete(this.cleaned.values().next().value!);
    this.cleaned.add(key);
    return true;
  };
}
