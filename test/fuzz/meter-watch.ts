/**
 * Watches every JMESPath meter (jmespath-meter.ts) while a hostile run goes on: the largest count
 * a meter held after a charge it accepted (never more than its limit, or the counter let work
 * past the budget), and how many charges it refused (so a run whose costly expressions never
 * reached the limit is noticed).
 */
import { Meter } from '../../src/http/projection/jmespath-meter';

/** What the watched meters did. */
export interface MeterWatch {
  maxAccepted: number;
  refused: number;
  /** Puts the unwatched `charge` back. */
  stop(): void;
}

/** Starts watching every meter's charges. */
export function watchMeters(): MeterWatch {
  const original = Meter.prototype.charge;
  const watch: MeterWatch = {
    maxAccepted: 0,
    refused: 0,
    stop: () => {
      Meter.prototype.charge = original;
    },
  };
  Meter.prototype.charge = function watchedCharge(this: Meter, n: number): void {
    try {
      original.call(this, n);
    } catch (err) {
      watch.refused++;
      throw err;
    }
    if (this.used > watch.maxAccepted) watch.maxAccepted = this.used;
  };
  return watch;
}
