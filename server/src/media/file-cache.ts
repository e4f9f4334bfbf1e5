import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** What the media cache may hold on disk unless GH_MEDIA_CACHE_BYTES says otherwise: 2 GiB. */
export const DEFAULT_MEDIA_CACHE_BYTES = 2 * 1024 ** 3;

/**
 * Files made once and read many times (the media service's originals and renditions, room shots
 * among them), kept within `maxBytes`: when a new file takes the folder over its limit, the files
 * used longest ago go until it is at nine tenths of it. Each process keeps its own index (read
 * from the folder on first use, then kept as it reads and writes), so with several processes the
 * limit holds to within what the others wrote since; a file another process removed is made again
 * when next asked for. Files are written under a temporary name and renamed, so a reader never
 * sees half of one.
 */
export class FileCache {
  private index: Promise<Map<string, { bytes: number; used: number }>> | undefined;
  private total = 0;
  private sweeping: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    readonly maxBytes = DEFAULT_MEDIA_CACHE_BYTES,
  ) {}

  /** The file's bytes, or undefined when it is not kept. */
  async read(path: string): Promise<Buffer | undefined> {
    try {
      const body = await readFile(join(this.dir, path));
      const entries = await this.entries();
      const entry = entries.get(path);
      if (entry) entry.used = Date.now();
      else this.add(entries, path, body.length);
      return body;
    } catch {
      return undefined;
    }
  }

  async write(path: string, body: Buffer): Promise<void> {
    const file = join(this.dir, path);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
    const entries = await this.entries();
    this.add(entries, path, body.length);
    if (this.total > this.maxBytes) await this.sweep(entries);
  }

  /** Bytes the kept files hold, as this process knows them. */
  async size(): Promise<number> {
    await this.entries();
    return this.total;
  }

  private add(entries: Map<string, { bytes: number; used: number }>, path: string, bytes: number) {
    const before = entries.get(path);
    this.total += bytes - (before?.bytes ?? 0);
    entries.set(path, { bytes, used: Date.now() });
  }

  private entries() {
    this.index ??= this.scan();
    return this.index;
  }

  /** The folder's files as they are now, oldest modified first (they count as used then). */
  private async scan() {
    const entries = new Map<string, { bytes: number; used: number }>();
    const walk = async (folder: string) => {
      const names = await readdir(folder, { withFileTypes: true }).catch(() => []);
      for (const entry of names) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
          const info = await stat(path).catch(() => undefined);
          if (info) {
            entries.set(relative(this.dir, path), { bytes: info.size, used: info.mtimeMs });
            this.total += info.size;
          }
        }
      }
    };
    await walk(this.dir);
    return entries;
  }

  private async sweep(entries: Map<string, { bytes: number; used: number }>) {
    this.sweeping ??= (async () => {
      const oldestFirst = [...entries].sort(([, a], [, b]) => a.used - b.used);
      for (const [path, { bytes }] of oldestFirst) {
        if (this.total <= this.maxBytes * 0.9) break;
        entries.delete(path);
        this.total -= bytes;
        await unlink(join(this.dir, path)).catch(() => undefined);
      }
    })().finally(() => {
      this.sweeping = undefined;
    });
    await this.sweeping;
  }
}
