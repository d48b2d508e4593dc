/**
 * EANCOM D96A DESADV (despatch advice) writer: the shipment of one order, each package (CPS) with
 * its SSCC (PAC, PCI+33E, GIN+BJ), its items (LIN with the GTIN, PIA, QTY+12) and their lot and
 * best-before date (PCI+36E, DTM+361, GIN+BX).
 *
 * Segments as EANCOM 2002 S3 DESADV (D.96A) writes them: UNA service string advice, UNB interchange
 * header (UNOC, syntax 3, GLNs qualified 14), UNH message header (DESADV:D:96A:UN:EAN007), BGM 351
 * (despatch advice), DTM+137 (document date) and DTM+11 (despatch date), NAD+BY/SU/DP with GLNs
 * (code list 9), CPS+1 (the shipment) then CPS+n+1 per package with PAC+1++CT
 * (one carton, CT) and PCI+33E with GIN+BJ (the SSCC), LIN with the GTIN (SRV), PIA+1 (the item's own code, SA),
 * QTY+12 (despatched quantity), and per lot PCI+36E with GIN+BX (batch) and DTM+361 (best before);
 * UNT with the message's segment count (UNH to UNT included), UNZ with one message.
 */

export interface DesadvParty {
  gln: string;
  name?: string;
}

export interface DesadvLine {
  gtin: string;
  itemCode?: string;
  quantity: number;
  lot?: string | null;
  /** ISO date (YYYY-MM-DD). */
  bestBefore?: string | null;
}

export interface DesadvPackage {
  sscc: string;
  lines: DesadvLine[];
}

export interface Desadv {
  /** Interchange control reference (UNB/UNZ) and message reference (UNH/UNT): 1–14 characters. */
  reference: string;
  /** The document number (BGM). */
  number: string;
  /** When the document is written and when the goods leave (UTC). */
  date: Date;
  despatchDate: Date;
  sender: string;
  recipient: string;
  buyer: DesadvParty;
  supplier: DesadvParty;
  deliveryPoint: DesadvParty;
  /** The buyer's order number (RFF+ON). */
  orderNumber?: string;
  packages: DesadvPackage[];
}

/** EDIFACT release: `?` before each of `+ : ' ?` in a value. */
export function escapeEdifact(value: string): string {
  return value.replace(/[?+:']/g, (c) => `?${c}`);
}

const pad = (n: number) => String(n).padStart(2, '0');
const yyyymmdd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const hhmm = (d: Date) => `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
const number = (q: number) => String(Math.round(q * 1000) / 1000);

/** The segments of the message (UNH … UNT), without the interchange envelope. */
function messageSegments(d: Desadv): string[][] {
  const segments: string[][] = [
    ['UNH', d.reference, 'DESADV:D:96A:UN:EAN007'],
    ['BGM', '351', d.number, '9'],
    ['DTM', `137:${yyyymmdd(d.date)}${hhmm(d.date)}:203`],
    ['DTM', `11:${yyyymmdd(d.despatchDate)}:102`],
  ];
  if (d.orderNumber) segments.push(['RFF', `ON:${escapeEdifact(d.orderNumber)}`]);
  for (const [qualifier, party] of [
    ['BY', d.buyer],
    ['SU', d.supplier],
    ['DP', d.deliveryPoint],
  ] as const) {
    segments.push(['NAD', qualifier, `${party.gln}::9`]);
  }
  segments.push(['CPS', '1']);
  let line = 0;
  d.packages.forEach((pkg, i) => {
    segments.push(['CPS', String(i + 2), '1']);
    segments.push(['PAC', '1', '', 'CT']);
    segments.push(['PCI', '33E']);
    segments.push(['GIN', 'BJ', pkg.sscc]);
    for (const item of pkg.lines) {
      line++;
      segments.push(['LIN', String(line), '', `${item.gtin}:SRV`]);
      if (item.itemCode) segments.push(['PIA', '1', `${escapeEdifact(item.itemCode)}:SA`]);
      segments.push(['QTY', `12:${number(item.quantity)}`]);
      if (item.lot || item.bestBefore) {
        segments.push(['PCI', '36E']);
        if (item.bestBefore) segments.push(['DTM', `361:${item.bestBefore.replace(/-/g, '')}:102`]);
        if (item.lot) segments.push(['GIN', 'BX', escapeEdifact(item.lot)]);
      }
    }
  });
  segments.push(['CNT', `2:${line}`]);
  segments.push(['UNT', String(segments.length + 1), d.reference]);
  return segments;
}

/** The whole interchange (UNA, UNB, the message, UNZ), one segment a line. */
export function writeDesadv(d: Desadv): string {
  const body = messageSegments(d);
  const interchange: string[][] = [
    [
      'UNB',
      'UNOC:3',
      `${d.sender}:14`,
      `${d.recipient}:14`,
      `${yyyymmdd(d.date).slice(2)}:${hhmm(d.date)}`,
      d.reference,
    ],
    ...body,
    ['UNZ', '1', d.reference],
  ];
  const text = (segment: string[]) => `${segment.join('+').replace(/\+*$/, '')}'`;
  return ["UNA:+.? '", ...interchange.map(text)].join('\n') + '\n';
}

/** The same content as JSON (`?do=despatch_advice&format=json`). */
export function desadvJson(d: Desadv) {
  return {
    document: {
      type: 'despatch_advice',
      number: d.number,
      date: d.date.toISOString(),
      despatch_date: yyyymmdd(d.despatchDate).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'),
    },
    order_number: d.orderNumber ?? null,
    parties: { buyer: d.buyer, supplier: d.supplier, delivery_point: d.deliveryPoint },
    packages: d.packages.map((p) => ({
      sscc: p.sscc,
      lines: p.lines.map((l) => ({
        gtin: l.gtin,
        item_code: l.itemCode ?? null,
        quantity: l.quantity,
        lot: l.lot ?? null,
        best_before: l.bestBefore ?? null,
      })),
    })),
  };
}
