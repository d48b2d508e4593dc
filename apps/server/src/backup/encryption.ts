/**
 * A backup's optional encryption, in the format of `openssl enc -aes-256-cbc -pbkdf2 -iter 600000`
 * (OpenSSL 1.1.1 and later): "Salted__", 8 bytes of salt, then AES-256-CBC of the archive, with key
 * and IV from PBKDF2-HMAC-SHA256 of the passphrase. So an archive can be opened without Warehouse:
 *
 *   openssl enc -d -aes-256-cbc -pbkdf2 -iter 600000 -in backup.tar.gz.enc -out backup.tar.gz
 *
 * CBC carries no integrity check of its own: a wrong passphrase or a damaged file shows as bad
 * padding or as an archive gzip refuses.
 */
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';

const MAGIC = Buffer.from('Salted__');
export const PBKDF2_ITERATIONS = 600_000;

export class PassphraseError extends Error {}

function keyAndIv(passphrase: string, salt: Buffer) {
  const derived = pbkdf2Sync(passphrase, salt, PBKDF2_ITERATIONS, 48, 'sha256');
  return { key: derived.subarray(0, 32), iv: derived.subarray(32) };
}

export const isEncrypted = (head: Buffer): boolean => head.subarray(0, MAGIC.length).equals(MAGIC);

export function encrypt(data: Buffer, passphrase: string): Buffer {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([MAGIC, salt, cipher.update(data), cipher.final()]);
}

export function decrypt(data: Buffer, passphrase: string): Buffer {
  if (!isEncrypted(data)) throw new PassphraseError('not an encrypted backup');
  const { key, iv } = keyAndIv(passphrase, data.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  try {
    return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  } catch {
    throw new PassphraseError('the backup could not be decrypted: wrong passphrase, or a damaged file');
  }
}
