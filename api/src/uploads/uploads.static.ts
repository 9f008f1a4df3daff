import express, { type RequestHandler } from 'express';
import { join } from 'node:path';
import type { AppConfig } from '../config/config';

/** Where uploaded files live: DATA_DIR/uploads, served at /uploads. */
export function uploadsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/**
 * Serves uploaded files, mounted at /uploads. Every name is unique and never reused, so a
 * file may be cached for a year. No directory listings; a missing file falls through to
 * the API's 404. nosniff: a browser uses the type the extension (the detected one) gives.
 */
export function serveUploads(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
