import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UseInterceptors } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type ImageMedia as ImageMediaJson, type MediaMap, uploadStoredName } from '@institute/shared';
import { from, mergeMap, type Observable } from 'rxjs';
import { In, Not, IsNull, Repository } from 'typeorm';
import { Upload } from './upload.entity';
import { UploadsService } from './uploads.service';

type Json = Record<string, unknown>;

/** The upload links a record holds in its link fields: a string field, or a list of strings (news images), that is an upload's URL. */
function uploadLinks(record: Json): string[] {
  return Object.values(record)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && uploadStoredName(value) !== null);
}

/**
 * Adds to each record of a public answer the media of the uploaded images it links to
 * (docs/api.md, Image media): `media: { [url]: { width, height, variants } }`, from which the
 * public site renders `<picture>` with `srcset`. Links that are not uploads, PDFs and images not
 * cleaned yet get nothing; prose that embeds a link is not read. One query per answer.
 */
@Injectable()
export class ImageMedia {
  constructor(
    @InjectRepository(Upload) private readonly repo: Repository<Upload>,
    private readonly uploads: UploadsService,
  ) {}

  async attach<T>(body: T): Promise<T> {
    const records = (Array.isArray(body) ? body : [body]).filter((r): r is Json => typeof r === 'object' && r !== null);
    const links = new Map(records.map((r) => [r, uploadLinks(r)] as const));
    const names = [...new Set([...links.values()].flat().map((url) => uploadStoredName(url)!))];
    if (!names.length) return body;
    const rows = await this.repo.find({
      where: { storedName: In(names), mediaState: 'done', width: Not(IsNull()) },
      select: { storedName: true, width: true, height: true, variants: true },
    });
    const byName = new Map<string, ImageMediaJson>(
      rows.map((r) => [r.storedName, { width: r.width!, height: r.height!, variants: this.uploads.variantUrls(r.variants) }]),
    );
    for (const [record, urls] of links) {
      const media: MediaMap = {};
      for (const url of urls) {
        const found = byName.get(uploadStoredName(url)!);
        if (found) media[url] = found;
      }
      if (Object.keys(media).length) record.media = media;
    }
    return body;
  }
}

/** Adds the media to the answers of the reads it is on (@WithImageMedia). */
@Injectable()
class ImageMediaInterceptor implements NestInterceptor {
  constructor(private readonly media: ImageMedia) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(mergeMap((body) => from(this.media.attach(body))));
  }
}

/**
 * A public read whose records carry the media of the uploaded images they link to (docs/api.md,
 * Image media). Written above the route's @PublicCache: of two interceptors on a route, the one
 * written lower runs outside, and the response cache must keep the answer with its media.
 */
export const WithImageMedia = () => UseInterceptors(ImageMediaInterceptor);
