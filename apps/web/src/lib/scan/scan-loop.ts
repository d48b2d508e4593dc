/**
 * The scan loop every scan screen runs (docs/web-app.md, "Scan screens"), after OCA shopfloor's one
 * scenario engine: a reading comes in (past the one dialog gate of lib/reader/gate.ts) → held until
 * the lines have loaded and no write is under way → the single-tag check → the
 * code finds a line (or makes a new one) → the quantity modal opens, or, while it is open, the same
 * code adds 1 / another item asks 'Confermi di voler sostituire l'articolo corrente?' → the typed
 * quantity is checked (measure unit, negatives, the module's excess rule) and handed to the module.
 *
 * A module describes what differs in a `ScanDescriptor`; this class holds no React and takes its
 * dialogs as ports, so it is unit-tested with a fake reader (test/unit/lib/scan-loop.test.ts).
 */
import {
  messages as sharedMessages,
  validateSingleTag,
  type QuantityCheck,
  type Reading,
} from '@warehouse/shared';
import { m } from '../../messages/it';
import { readableCode } from '../reader/visible-text';
import { gs1ItemOf } from './gs1-codes';
import { LabelReadings, type LabelPart } from './label-reading';
import { parseQuantity, readQuantity } from './quantity';
import { agreedLot, readLotOf, type ReadLot } from './read-lot';

export interface ScanDescriptor<L> {
  /** The lines have loaded: readings before that wait for it. */
  ready: boolean;
  /** The line a code finds among the loaded ones. */
  findLine(code: string): L | undefined;
  /** A code that finds no line: a new line for it (e.g. an item added to a supply), or null. */
  newLine?(code: string): Promise<L | null>;
  /**
   * A code that finds no line may be something else the screen takes (a package label, or the SSCC
   * of a logistic label, chooses the package): true when the module has handled it. Asked before
   * `unknown`. Without it an SSCC is refused ('qui si legge l'articolo').
   */
  otherCode?(code: string): boolean | Promise<boolean>;
  /** What the operator is told about a code that finds nothing. */
  unknown(code: string): { message: string; title?: string };
  /** Lines of the same item (a repeated scan, not a replacement). */
  sameItem(a: L, b: L): boolean;
  /** The measure unit the quantity is counted in (its name, for messages). */
  unit(line: L): string;
  /**
   * Whether the line's unit allows decimals (`isDivisibleUnit(item.measure_unit)`: the unit's
   * `divisible` flag, else the shared fallback by its code).
   */
  divisible(line: L): boolean;
  /** A quantity of 0 is a count ("none here", inventory); elsewhere 0 is refused under the field. */
  allowZero?: boolean;
  /** The quantity field when the modal opens: a number, or '' for empty. */
  initialQuantity(line: L): number | '';
  /** Reading the same item again while its modal is open: add 1 (second spec) or nothing. */
  repeatScan: 'increment' | 'ignore';
  /** Readings while the modal is open: 'replace' asks to switch item, 'ignore' refuses them. */
  whileOpen: 'replace' | 'ignore';
  /**
   * The module's own rule on an entered quantity (its excess check), after the shared ones: a
   * warning dialog, or `field` for a message under the quantity (a supply's 'maggiore di 0').
   */
  checkQuantity(line: L, quantity: number): QuantityCheck | FieldRefusal | { ok: true };
  /** Extra reason to hold readings back now (a write under way): they run once it is over. */
  busy?: boolean;
  /**
   * A reading found this line while no modal is open: true when the module has handled it itself
   * (free inventory counts one at once) instead of opening the modal. Absent: the modal opens.
   */
  onFound?(line: L, lot: ReadLot): boolean;
  /**
   * The open line as it is now (`current`: live updates, readings waiting on the device). A dialog
   * that decides a figure (a quantity set by hand, not a reading added) names it too (`figure`, and
   * what is said when another operator changed it while the dialog was open): that confirm is
   * stopped and said, the next one decides on the new figure (which `submit` hands back as `seen`).
   * A reading adds, so its dialog only follows the line. The engine shows the dialog on the current line.
   */
  seen?: { current(line: L): L; figure?(line: L): number; changed?(now: number, line: L): string };
}

/** A confirmed quantity: the line as it is now, and as the dialog opened on it (its version). */
export interface Submitted<L> {
  line: L;
  /** The line the dialog opened with: a decision goes on its version (domain/commands `decide`). */
  opened: L;
  quantity: number;
  lot: ReadLot;
  seen?: number;
}

/** A quantity refused with a message under the field rather than a dialog. */
export interface FieldRefusal {
  ok: false;
  field: string;
}

export interface ScanPorts {
  confirm(message: string): Promise<boolean>;
  warning(message: string, title?: string): void;
  /** The error sound for a reading that is valid but useless. */
  error(): void;
  /** A reading refused without a dialog: the error sound and a short message. */
  refuse(message: string): void;
}

export interface OpenLine<L> {
  line: L;
  /** The text in the quantity field. */
  quantity: string;
  /** The field's error (a decimal for PZ), or null. */
  error: string | null;
  /**
   * The lot the readings added to it agree on (nothing when opened by a tap, or when two readings
   * name different lots); a logistic label's lot barcode read after its item barcode completes it.
   */
  lot: ReadLot;
}

export interface ScanState<L> {
  open: OpenLine<L> | null;
}

const asText = (value: number | '') => (value === '' ? '' : String(value).replace('.', ','));

/**
 * The single-tag check every scan screen makes (incoming too, outside the loop): the code read, or
 * null after the spec's message (more than one tag, or a tag read in part) and the error sound.
 */
export function singleCode(reading: Reading, ports: Pick<ScanPorts, 'warning' | 'error'>): string | null {
  const single = validateSingleTag(reading);
  if (single.ok) return single.tag.trim();
  ports.error();
  ports.warning(single.message);
  return null;
}

/** Readings held while the lines load or a write runs: the last few, in order. */
const HOLD_AT_MOST = 10;

export class ScanLoop<L> {
  private state: ScanState<L> = { open: null };
  private readonly listeners = new Set<() => void>();
  private chain: Promise<void> = Promise.resolve();
  private held: { reading: Reading; done: () => void }[] = [];
  private current: ScanDescriptor<L>;
  /** The open line's figure the operator is deciding on (`ScanDescriptor.seen`). */
  private seenFigure: number | undefined;
  /** The GS1 logistic label being read barcode by barcode (lib/scan/label-reading.ts). */
  private readonly labels = new LabelReadings();
  /** The lot of each reading added to the open line (one per box of a label); `lot` is what they agree on. */
  private lots: ReadLot[] = [];

  constructor(
    descriptor: ScanDescriptor<L>,
    private readonly ports: ScanPorts,
  ) {
    this.current = descriptor;
  }

  get descriptor(): ScanDescriptor<L> {
    return this.current;
  }

  /** The screen's descriptor as it renders; readings held meanwhile run once it is ready and idle. */
  set descriptor(next: ScanDescriptor<L>) {
    this.current = next;
    if (!next.ready || next.busy || this.held.length === 0) return;
    for (const { reading, done } of this.held.splice(0)) void this.handle(reading).then(done);
  }

  getState = (): ScanState<L> => this.state;

  /** The open line's figure as it is now (`ScanDescriptor.seen`), undefined without one. */
  private figureNow(line: L): number | undefined {
    const seen = this.descriptor.seen;
    return seen?.figure && seen.figure(seen.current(line));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(open: OpenLine<L> | null): void {
    if (!open) {
      this.seenFigure = undefined;
      this.lots = [];
      this.labels.reset();
    } else if (open.line !== this.state.open?.line) this.seenFigure = this.figureNow(open.line);
    this.state = { open };
    this.listeners.forEach((l) => l());
  }

  /**
   * A reading from the bridge, the wedge or the debug area, past the dialog gate (lib/reader). It
   * waits while the lines load or a write runs (resolving once processed); one at a time after that.
   */
  handle(reading: Reading): Promise<void> {
    const d = this.descriptor;
    if (!d.ready || d.busy) {
      if (this.held.length >= HOLD_AT_MOST) return Promise.resolve(this.ports.refuse(m.scan.tooManyWaiting));
      return new Promise((done) => this.held.push({ reading, done }));
    }
    if (this.state.open && d.whileOpen === 'ignore') {
      this.ports.refuse(m.scan.readingWhileOpen);
      return Promise.resolve();
    }
    this.chain = this.chain.then(() => this.process(reading)).catch(() => undefined);
    return this.chain;
  }

  private async process(reading: Reading): Promise<void> {
    const code = singleCode(reading, this.ports);
    if (code === null) return;
    const d = this.descriptor;
    const label: LabelPart = reading.kind === 'barcode' ? this.labels.read(code) : { part: 'other' };
    if (label.part === 'sscc') return this.sscc(code, label.sscc);
    if (label.part === 'companion') return this.complete(label.lot);
    const found = this.find(code);
    if (!found && (await d.otherCode?.(code))) return;
    const line = found ?? (d.newLine ? await d.newLine(code) : null) ?? null;
    if (!line) {
      // The code as the operator can read it: a GS1 separator is no box (lib/reader/visible-text.ts).
      const { message, title } = d.unknown(readableCode(code));
      this.ports.error();
      this.ports.warning(message, title);
      return;
    }
    const shown = this.state.open;
    const lot = label.part === 'item' ? label.lot : readLotOf(code, reading.kind);
    // A logistic label's count (37) is proposed in the dialog, never counted as 1 at once.
    const count = label.part === 'item' ? label.count : undefined;
    if (!shown && count === undefined && d.onFound?.(line, lot)) return;
    if (shown && d.sameItem(shown.line, line)) {
      if (d.repeatScan === 'increment') this.add(shown, count ?? 1, lot);
      return;
    }
    if (shown && !(await this.ports.confirm(sharedMessages.replaceItem))) return;
    this.openRead(line, lot, count);
  }

  /**
   * A logistic label's lot/date barcode: it completes the lot of the open line's last reading (its
   * box); with no line open it waits for the item barcode of its label, and says so.
   */
  private complete(lot: ReadLot): void {
    const shown = this.state.open;
    if (!shown) return this.ports.refuse(m.scan.labelItemFirst);
    this.lots = [...this.lots.slice(0, -1), lot];
    this.set({ ...shown, lot: agreedLot(this.lots) });
  }

  /** An SSCC alone: a package's label, for the screen to choose; elsewhere refused, and said. */
  private async sscc(code: string, sscc: string): Promise<void> {
    const d = this.descriptor;
    if (await d.otherCode?.(code)) return;
    this.ports.refuse(d.otherCode ? m.scan.ssccNoPackage(sscc) : m.scan.ssccNotHere(sscc));
  }

  /** The line of a code: as it is, else as a GS1 reading's GTIN in any stored length. */
  private find(code: string): L | undefined {
    const line = this.descriptor.findLine(code);
    if (line) return line;
    for (const gtin of gs1ItemOf(code)?.codes ?? []) {
      const byGtin = this.descriptor.findLine(gtin);
      if (byGtin) return byGtin;
    }
    return undefined;
  }

  /** The same item read again: its count (1, or a logistic label's (37)) added, its lot weighed in. */
  private add(shown: OpenLine<L>, count: number, lot: ReadLot): void {
    const typed = parseQuantity(shown.quantity);
    const next = (Number.isFinite(typed) ? typed : 0) + count;
    this.lots = [...this.lots, lot];
    this.set({ ...shown, quantity: asText(next), error: null, lot: agreedLot(this.lots) });
  }

  /** Opens the modal on a line by hand (a tap on a row, a dialog kept across a reload). */
  open(line: L, lot: ReadLot = {}): void {
    this.labels.reset();
    this.openRead(line, lot);
  }

  /** Opens the modal on the line a reading found: its lot, and a logistic label's count as the quantity. */
  private openRead(line: L, lot: ReadLot, count?: number): void {
    const quantity = count ?? this.descriptor.initialQuantity(line);
    this.set({ line, quantity: asText(quantity), error: null, lot });
    this.lots = [lot];
  }

  close(): void {
    this.set(null);
  }

  setQuantity(text: string | number): void {
    if (this.state.open) this.set({ ...this.state.open, quantity: String(text), error: null });
  }

  /**
   * Checks the typed quantity: the shared rule (digits, decimals as the unit allows, 0, the maximum:
   * a sentence under the field), the module's rule (a warning, or under the field), and a value
   * above PLAUSIBLE_QUANTITY is asked about first. Returns what to save, or null when refused (the
   * modal stays open).
   */
  async submit(): Promise<Submitted<L> | null> {
    const shown = this.state.open;
    if (!shown || shown.quantity.trim() === '') return null;
    const d = this.descriptor;
    const now = this.figureNow(shown.line);
    if (now !== undefined && now !== this.seenFigure) {
      this.seenFigure = now;
      this.ports.warning(d.seen!.changed!(now, d.seen!.current(shown.line)));
      return null;
    }
    const divisible = d.divisible(shown.line);
    const read = readQuantity(shown.quantity, { divisible, allowZero: d.allowZero });
    if (!read.ok) {
      this.set({ ...shown, error: read.message });
      return null;
    }
    const check = d.checkQuantity(shown.line, read.quantity);
    if (!check.ok && 'field' in check) {
      this.set({ ...shown, error: check.field });
      return null;
    }
    if (!check.ok) {
      this.ports.warning(check.text, check.title);
      return null;
    }
    if (read.implausible) {
      const sure = await this.ports.confirm(m.scanner.implausible(shown.quantity, d.unit(shown.line)));
      // The line may have been closed meanwhile (a tap outside): nothing to save then.
      if (!sure || this.state.open?.line !== shown.line) return null;
    }
    // Another operator's reading during the question: said like any other change.
    if (this.figureNow(shown.line) !== this.seenFigure) return this.submit();
    const line = d.seen ? d.seen.current(shown.line) : shown.line;
    return { line, opened: shown.line, quantity: read.quantity, lot: shown.lot, seen: this.seenFigure };
  }
}
