import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * DATA_DIR holds the database (and its -wal/-shm journals), the signing secret and the uploads:
 * readable by the server's own user only. New files are created so (db/connection.ts,
 * services/uploads.ts, auth/tokens.ts); what an older release left readable by others is tightened here
 * at every start, and said once in the log. Symbolic links are left alone.
 */
export function secureDataDir(dataDir: string, warn: (message: string, paths: string[]) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const tightened: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    if ((stat.mode & 0o777 & ~wanted) !== 0) {
      chmodSync(path, wanted);
      tightened.push(relative(dataDir, path) || '.');
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dataDir);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true, mode: PRIVATE_DIR });
  if (tightened.length > 0) {
    warn(
      `DATA_DIR was readable by other local users: ${tightened.length} files and folders made private to the server's user`,
      tightened.slice(0, 20),
    );
  }
}
