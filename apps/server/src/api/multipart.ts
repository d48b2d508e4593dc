import type { FastifyRequest } from 'fastify';
import qs from 'qs';
import type { Row } from '../db/types';
import type { ModelDefinition } from '../models/types';
import { unprocessable } from './errors';
import type { Upload } from './uploads';

export type { Upload } from './uploads';

/** `packages[pictures][]` → `pictures`; `signatures` → `signatures`. */
function fileField(name: string): string {
  const bare = name.replace(/\[\]$/, '');
  return /^\w+\[(\w+)\]$/.exec(bare)?.[1] ?? bare;
}

/**
 * A multipart body: fields in the bracket syntax (`packages[width]=12`) are
 * parsed like a form; files are read into memory (the size limit is set on the
 * multipart plugin) and returned for the model's file fields.
 */
export async function readMultipart(
  request: FastifyRequest,
  model: ModelDefinition | undefined,
): Promise<{ fields: Row; uploads: Upload[] }> {
  const pairs: string[] = [];
  const uploads: Upload[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const field = fileField(part.fieldname);
      if (model && !model.files.includes(field)) {
        await part.toBuffer(); // drain it
        throw unprocessable(`Il campo ${field} non accetta file`);
      }
      uploads.push({
        field,
        filename: part.filename,
        contentType: part.mimetype,
        data: await part.toBuffer(),
      });
    } else {
      pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(String(part.value))}`);
    }
  }
  return { fields: qs.parse(pairs.join('&'), { depth: 5, arrayLimit: 1000 }) as Row, uploads };
}
