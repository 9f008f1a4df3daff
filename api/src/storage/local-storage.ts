import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStorage, StoredEntry, StoredObject } from './media-storage';

/**
 * Files under DATA_DIR/uploads, served by the app at /uploads (STORAGE_DRIVER=local, the default);
 * files set aside go to the folder beside it, DATA_DIR/uploads-set-aside, which nothing serves.
 */
export class LocalStorage implements MediaStorage {
  constructor(
    private readonly dir: string,
    private readonly asideDir: string,
  ) {}

  async put(key: string, body: Buffer): Promise<void> {
    const path = join(this.dir, key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside, then renamed over: a reader gets the old file or the new one, never half of one.
    const part = `${path}.${randomUUID()}.part`;
    await writeFile(part, body, { flag: 'wx', mode: 0o644 });
    await rename(part, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = join(this.dir, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        unlink(join(this.dir, key)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        }),
      ),
    );
  }

  async setAside(key: string): Promise<void> {
    const target = join(this.asideDir, key);
    await mkdir(dirname(target), { recursive: true });
    // One rename on the same volume (DATA_DIR): the file is served or set aside, never both or neither.
    await rename(join(this.dir, key), target).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  async *list(): AsyncIterable<StoredEntry> {
    let names: string[];
    try {
      names = (await readdir(this.dir, { recursive: true })) as string[];
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const name of names) {
      const info = await stat(join(this.dir, name));
      if (info.isFile()) yield { key: name.split('\\').join('/'), size: info.size, modified: info.mtime };
    }
  }
}
