import dayjs from 'dayjs';

/** Amounts with two decimals and the currency code, e.g. '366.30 DKK'. */
export const money = (amount: number, currency = 'DKK') => `${amount.toFixed(2)} ${currency}`;
export const dateTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
export const time = (iso: string) => dayjs(iso).format('HH:mm');
/** Whole minutes from `iso` to `now`. */
export const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
