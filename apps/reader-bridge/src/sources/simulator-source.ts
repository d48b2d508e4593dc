import { simulatedBarcode, simulatedTag } from './simulated-codes';
import type { Source, SourceContext } from './source';

export type SimulatedKind = 'tags' | 'barcodes';

/**
 * Emits simulated readings at `rate` per second (`--simulate tags|barcodes --rate N`).
 * Reading number k is due at k / rate seconds after the Unix epoch: the schedule follows the clock,
 * not a chain of timers, so the rate holds at thousands per second and late timers catch up.
 */
export class SimulatorSource implements Source {
  readonly label: string;
  private next = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly kind: SimulatedKind,
    private readonly rate: number,
    private readonly context: SourceContext,
    private readonly now: () => number = Date.now,
  ) {
    this.label = `simulator ${kind}`;
  }

  start(): void {
    this.next = this.dueSerial() + 1;
    this.context.log.info(`${this.label}: ${this.rate} readings per second`);
    this.tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private dueSerial(): number {
    return Math.floor((this.now() * this.rate) / 1000);
  }

  private tick(): void {
    if (this.stopped) return;
    const due = this.dueSerial();
    // After a long stall (a suspended laptop) the backlog is skipped, not replayed in one burst.
    if (due - this.next > this.rate) {
      this.context.log.warn(`${this.label}: fell ${due - this.next} readings behind; skipping them`);
      this.next = due;
    }
    for (; this.next <= due; this.next++) {
      const line = this.kind === 'tags' ? simulatedTag(this.next) : simulatedBarcode(this.next);
      this.context.onLine(line, this.label);
    }
    const wait = Math.max(1, Math.ceil((this.next * 1000) / this.rate - this.now()));
    this.timer = setTimeout(() => this.tick(), wait);
  }
}
