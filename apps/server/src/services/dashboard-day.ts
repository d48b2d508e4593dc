import { badRequest } from '../errors';

/** A calendar day of the server's clock: [from, to) in UTC instants, and how it was chosen. */
export interface LocalDay {
  date: string;
  from: Date;
  to: Date;
  timeZone: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day the dashboard's "today" figures count: the server process's local day (its time zone is
 * the `TZ` environment variable, else the machine's), from local midnight to the next one, so a
 * day with a daylight-saving change has 23 or 25 hours. `day` (`YYYY-MM-DD`) asks another day.
 */
export function localDay(day: string | undefined, now = new Date()): LocalDay {
  let [year, month, date] = [now.getFullYear(), now.getMonth(), now.getDate()];
  if (day !== undefined) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    const asked = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
    if (!asked || asked.getDate() !== Number(match![3]))
      throw badRequest('Giorno non valido: usare AAAA-MM-GG');
    [year, month, date] = [asked.getFullYear(), asked.getMonth(), asked.getDate()];
  }
  const from = new Date(year, month, date);
  return {
    date: `${year}-${pad(month + 1)}-${pad(date)}`,
    from,
    to: new Date(year, month, date + 1),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The local clock hour (0–23) of the `index`-th hour after the day's start. */
export function hourOf(day: LocalDay, index: number): number {
  return new Date(day.from.getTime() + index * 3_600_000).getHours();
}
