import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPES, MEDIA_CACHE_CONTROL, MEDIA_KEY, type MediaStorage } from './media-storage';

/** Whether the file under this key may be served: its library row says it is cleaned (uploads/servable-media.ts). */
export type ServableCheck = (key: string) => boolean | Promise<boolean>;

/**
 * Serves stored files at /uploads/<key> from whichever store holds them (docs/api.md, Media
 * library): the right type for the name, a year's immutable cache (every name is unique), and
 * nosniff. Only names of the uploads' layout are looked up, and only those `servable` allows (no
 * file whose image was not cleaned is ever served); anything else, a missing file, a folder or a
 * write, falls through to the API's 404.
 */
export function serveMedia(storage: MediaStorage, servable: ServableCheck): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !MEDIA_KEY.test(key)) return next();
    Promise.resolve(servable(key))
      .then((allowed) => (allowed ? storage.get(key) : null))
      .then(async (stored) => {
        if (!stored) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]);
        res.setHeader('Content-Length', String(stored.size));
        res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (req.method === 'HEAD') {
          stored.body.destroy();
          res.end();
          return;
        }
        // A client gone mid-file ends the copy; nothing else can fail once the headers are out.
        await pipeline(stored.body, res).catch(() => res.destroy());
      }, next);
  };
}
