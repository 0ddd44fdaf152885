/**
 * Star's printer status codes as the Star CloudPRNT Protocol Guide defines them ("CloudPRNT Common Specification ›
 * Printer Status Codes"): three or four digits, optionally followed by a space and a description meant for logs. The
 * first digit is the class: 2xx the printer is online (211 paper low), 4xx a printer error (410 out of paper, 411 paper
 * jam, 42x cover open), 5xx a client error about the job (510–512 media, 520 download timeout, 521 job too large).
 * A print job confirmation (DELETE) says success with `code=OK` (the current guide) or `code=200 OK` (older firmware).
 */
import type { PrinterState } from '../../../contract/restaurant-config/printers/constants';

export interface StarCode {
  code: number;
  /** As the printer sent it (decoded and trimmed), for the logs and the screens, e.g. '410 Out of paper'. */
  text: string;
}

/** Printers send the code as a query parameter or a JSON string, sometimes still percent-encoded ('200%20OK'). */
function decoded(raw: string) {
  try {
    return raw.includes('%') ? decodeURIComponent(raw) : raw;
  } catch {
    return raw;
  }
}

/** A status code, or null when `raw` is not one. 'OK' is 200. Control characters are dropped, the text is kept short. */
export function parseStarCode(raw: unknown): StarCode | null {
  if (typeof raw !== 'string') return null;
  // A printer's text is shown on screens: no control characters.
  const text = decoded(raw)
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 100);
  if (/^ok$/i.test(text)) return { code: 200, text: 'OK' };
  const m = /^(\d{3,4})(?:\s|$)/.exec(text);
  return m ? { code: Number(m[1]), text } : null;
}

export const isSuccess = (c: StarCode) => c.code >= 200 && c.code < 300;

/** 520: the printer could not download the job in time; Star's sample server keeps such a job to be offered again. */
export const isDownloadTimeout = (c: StarCode) => c.code === 520;

/** What a poll's status code says about the printer. */
export function stateOfCode(c: StarCode | null): PrinterState {
  if (!c) return 'ready';
  const { code } = c;
  if (code >= 210 && code < 220) return 'paperLow';
  if (code >= 200 && code < 300) return 'ready';
  if (code === 410) return 'paperOut';
  if (code === 411) return 'paperJam';
  if (code >= 420 && code < 430) return 'coverOpen';
  return 'printerError';
}
