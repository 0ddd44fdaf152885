/**
 * The kitchen watchdog: an order still waiting for acceptance after the restaurant's watchdog time (45 s unless set)
 * prints on its stations' printers by itself. What the kitchen hears about it (`WATCHDOG_EVENT`) and the order event
 * it leaves.
 */
export const WATCHDOG_EVENT = 'kitchen.watchdog';
/** The order event's action, and the note it carries. */
export const WATCHDOG_ACTION = 'watchdogprint';
export const WATCHDOG_NOTE = 'printed: no screen acknowledged';

export interface WatchdogNotice {
  restaurant: string;
  orderId: string;
  refNo: string;
  /** When it printed (ISO). */
  at: string;
  /** Seconds it waited unaccepted. */
  waited: number;
  /** The printers its tickets went to; empty when its stations have no printer. */
  printers: string[];
}
