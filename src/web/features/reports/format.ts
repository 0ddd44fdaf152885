import { zonedDay } from '../../lib/zoned';

const two = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
/** Amounts with 2 decimals, as the spec shows them. */
export const amount = (n: number) => two.format(n);
/** Date and time in the platform's zone (the restaurant's day), whatever the browser's zone. */
export const dateTime = (iso: string) => zonedDay(iso, 'YYYY-MM-DD HH:mm');
/** A file-name-safe form of a restaurant name. */
export const slug = (s: string) => s.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'restaurant';

const STATUS_LABEL: Record<string, string> = { confirmed: 'Confirmed', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };
/** 'Confirmed', 'Completed', 'Cancelled', 'Refunded'. */
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s;
