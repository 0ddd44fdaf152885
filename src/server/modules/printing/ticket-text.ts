import type { StoredOrderLine } from '../../db/schema';

/** The words of a kitchen ticket in the printer's language (en, da, zh). */
const WORDS = {
  en: {
    order: 'Order',
    table: 'Table',
    takeaway: 'Take-away',
    dinein: 'Dine-in',
    comment: 'Comment',
    advance: 'Advance order for',
    reprint: 'REPRINT',
    cancelled: 'CANCELLED',
    park: 'Park table',
    items: 'items',
  },
  da: {
    order: 'Ordre',
    table: 'Bord',
    takeaway: 'Takeaway',
    dinein: 'Spis her',
    comment: 'Kommentar',
    advance: 'Forudbestilt til',
    reprint: 'GENUDSKRIFT',
    cancelled: 'ANNULLERET',
    park: 'Parkeringsbord',
    items: 'varer',
  },
  zh: {
    order: '订单',
    table: '桌号',
    takeaway: '外带',
    dinein: '堂食',
    comment: '备注',
    advance: '预订时间',
    reprint: '重印',
    cancelled: '已取消',
    park: '停车桌',
    items: '件',
  },
} as const;
type TicketLanguage = keyof typeof WORDS;

interface TicketInput {
  restaurantName: string;
  printerName: string;
  language: string;
  orderNumber: number;
  refNo: string;
  dineIn: boolean;
  tablenumber: number | null;
  isParkTable: boolean;
  advanceOrderDate: Date | null;
  comment: string;
  createdAt: Date;
  timezone: string;
  lines: StoredOrderLine[];
  reprint: boolean;
  /** A cancellation's ticket: its lines are what was cancelled (the reason as their note). */
  cancelled?: boolean;
}

const WIDTH = 42;
const rule = '-'.repeat(WIDTH);
const center = (s: string) => ' '.repeat(Math.max(0, Math.floor((WIDTH - s.length) / 2))) + s;

function when(d: Date, tz: string) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(',', '');
}

/** A plain-text kitchen ticket (42 columns, as an 80 mm Star printer prints text/plain). */
export function ticketText(t: TicketInput): string {
  const w = WORDS[(t.language in WORDS ? t.language : 'en') as TicketLanguage];
  const out: string[] = [];
  if (t.reprint) out.push(center(`*** ${w.reprint} ***`));
  if (t.cancelled) out.push(center(`*** ${w.cancelled} ***`));
  out.push(center(t.restaurantName), center(t.printerName), rule);
  out.push(`${w.order} #${t.orderNumber}   ${t.refNo}`);
  out.push(t.dineIn ? `${w.dinein} - ${w.table} ${t.tablenumber ?? '?'}` : w.takeaway);
  if (t.isParkTable) out.push(w.park);
  if (t.advanceOrderDate) out.push(`${w.advance} ${when(t.advanceOrderDate, t.timezone)}`);
  out.push(when(t.createdAt, t.timezone), rule);
  for (const l of t.lines) {
    if (l.qty === 0) continue; // cancelled in full: nothing to make
    out.push(`${l.qty} x ${l.name}`);
    for (const a of l.attributes)
      out.push(`    ${a.attributeName ? `${a.attributeName}: ` : ''}${a.qty > 1 ? `${a.qty} x ` : ''}${a.name}`);
    for (const x of l.extras) out.push(`    + ${x.qty > 1 ? `${x.qty} x ` : ''}${x.name}`);
    if (l.notes) out.push(`    ! ${l.notes}`);
  }
  out.push(rule, `${t.lines.reduce((n, l) => n + l.qty, 0)} ${w.items}`);
  if (t.comment) out.push(`${w.comment}: ${t.comment}`);
  return `${out.join('\n')}\n\n\n`;
}
