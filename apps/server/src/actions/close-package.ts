import { z } from 'zod';
import {
  checkPackageMeasures,
  isPackageClosable,
  PACKAGE_LIMITS,
  type MeasureProblem,
  type PackageMeasure,
} from '@warehouse/shared';
import { ApiError, unprocessable } from '../errors';
import type { Upload } from '../services/multipart';
import { defineCommand, lockVersions } from './command';
import { recordEvent } from '../services/webhook-outbox';

/** Each measure's name with its adjective endings (la larghezza, il peso). */
const LABELS: Record<PackageMeasure, [name: string, ending: 'a' | 'o']> = {
  width: ['Larghezza', 'a'],
  depth: ['Profondità', 'a'],
  height: ['Altezza', 'a'],
  weight: ['Peso', 'o'],
};
const UNITS: Record<PackageMeasure, string> = { width: 'mm', depth: 'mm', height: 'mm', weight: 'kg' };

function measureMessage(field: PackageMeasure, problem: MeasureProblem): string {
  const [name, ending] = LABELS[field];
  const label = `${name} non valid${ending}`;
  switch (problem) {
    case 'missing':
      return `${name} obbligatori${ending}`;
    case 'not_a_number':
      return `${label}: inserire un numero`;
    case 'not_positive':
      return `${label}: deve essere maggiore di zero`;
    case 'too_large':
      return `${label}: massimo ${PACKAGE_LIMITS[field].max} ${UNITS[field]}`;
    case 'too_precise':
      return PACKAGE_LIMITS[field].decimals === 0
        ? `${label}: indicare i millimetri senza decimali`
        : `${label}: al massimo ${PACKAGE_LIMITS[field].decimals} decimali`;
  }
}

/** The photo must be one PNG image (spec §9): `contentType` is read from its bytes (services/uploads.ts). */
function checkPicture(uploads: Upload[]): void {
  if (uploads.length > 1) throw unprocessable('Inviare una sola foto del collo');
  const [picture] = uploads;
  if (!picture) return;
  if (picture.field !== 'pictures' || picture.contentType !== 'image/png') {
    throw new ApiError(422, "La foto del collo deve essere un'immagine PNG", 'invalid_input');
  }
}

/** The version a form sends as text ('3') or JSON as a number. */
const lockVersion = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

const fields = z.object({
  width: z.unknown().optional(),
  depth: z.unknown().optional(),
  height: z.unknown().optional(),
  weight: z.unknown().optional(),
  lock_version: lockVersion,
  closed: z.union([z.literal(true), z.literal('true')]).optional(),
});

/** `{package: {…}}` as JSON, `packages[width]=…` as a form (spec §7): both name the same fields. */
const body = z
  .union([z.object({ package: fields }), z.object({ packages: fields })])
  .transform((b) => ('package' in b ? b.package : b.packages));

/**
 * `POST /packages/{id}?do=close_package`: 'Chiudi Collo' (spec §4 "Package lifecycle"). Sets closed
 * true with width, depth, height (mm) and weight (kg), and stores the photo, when sent as multipart
 * `packages[pictures][]`, as the package's PNG picture — all in one transaction: a refused value,
 * a bad photo or a stale lock_version leave the package open with its old values and no file.
 * A package already closed or shipped is 409 `already_closed`.
 */
export const closePackage = defineCommand({
  model: 'packages',
  name: 'close_package',
  on: 'member',
  permission: 'update',
  multipart: true,
  body,
  invalidBody: 'Indicare larghezza, profondità, altezza, peso e lock_version del collo',
  async run(ctx) {
    const measures = checkPackageMeasures(ctx.body);
    if (!measures.ok) {
      throw new ApiError(422, measureMessage(measures.field, measures.problem), 'invalid_input', {
        field: measures.field,
      });
    }
    checkPicture(ctx.uploads);
    const [pkg] = await lockVersions(
      ctx,
      ctx.model,
      [{ id: ctx.id!, lock_version: ctx.body.lock_version }],
      undefined,
      ([row]) =>
        isPackageClosable({ closed: Boolean(row!.closed), shipped: Boolean(row!.shipped) })
          ? null
          : { message: row!.shipped ? 'Collo già caricato sul camion' : 'Collo già chiuso', row: row! },
    );
    for (const upload of ctx.uploads) upload.filename = `collo-${String(pkg!.name ?? ctx.id)}.png`;
    await ctx.services.records.update(
      ctx.model,
      ctx.id!,
      { ...measures.measures, closed: true },
      ctx.userId,
      ctx.uploads,
      ctx.tx,
    );
    recordEvent(ctx.tx, 'package.closed', { ids: [ctx.id!] }, ctx.userId);
  },
  async answer(ctx) {
    return { package: await ctx.services.records.show(ctx.model, ctx.id!, ctx.tx) };
  },
});
