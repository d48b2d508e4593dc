/**
 * Cells as an Italian Excel reads them (the 'excel' export, issue 48): booleans 'Sì'/'No', dates
 * dd/mm/yyyy and moments dd/mm/yyyy hh:mm:ss in Italian time (Excel has no time zone: the warehouse's
 * clock is Italy's). The CSV import takes these back (`italianBoolean`, `italianDate`,
 * `italianMoment`), so an export edited in Excel imports as it was.
 */

export const ITALIAN_TIME_ZONE = 'Europe/Rome';

export const italianBooleanText = (value: boolean) => (value ? 'Sì' : 'No');

/** 'Sì' / 'Si' / 'No' (any case), else undefined. */
export function italianBoolean(text: string): boolean | undefined {
  const t = text.trim().toLocaleLowerCase('it');
  if (t === 'sì' || t === 'si') return true;
  if (t === 'no') return false;
  return undefined;
}

/** '2026-11-23' → '23/11/2026'; anything else unchanged. */
export function italianDateText(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : isoDay;
}

/** '23/11/2026' → '2026-11-23', else undefined. */
export function italianDate(text: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  const back = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(back.getTime()) && back.toISOString().startsWith(iso) ? iso : undefined;
}

const momentFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: ITALIAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function romeParts(time: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const p of momentFormat.formatToParts(time)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts;
}

/** A moment as Italy's clock showed it: '23/11/2026 10:05:00'. */
export function italianMomentText(time: Date): string {
  const p = romeParts(time);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** '23/11/2026 10:05[:00]' on Italy's clock → the moment, else undefined. */
export function italianMoment(text: string): Date | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [day, month, year, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Italy's offset at that moment (+1 h or +2 h): the wall time read back through the zone.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = romeParts(new Date(guess));
    const shown = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
    guess += wall - shown;
  }
  const time = new Date(guess);
  return Number.isNaN(time.getTime()) ? undefined : time;
}
