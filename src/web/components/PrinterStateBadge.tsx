/** A printer's CloudPRNT state as a badge ('Paper out', 'Online' …), with when it last polled and its status code. */
import { Badge, Tooltip } from '@mantine/core';
import { PRINTER_STATE_LABELS, type PrinterState } from '../../contract/restaurant-config/printers/constants';
import type { PrinterItem } from '../../contract/restaurant-config/printers/schemas';

const STATE_COLORS: Record<PrinterState, string> = {
  ready: 'green',
  paperLow: 'yellow',
  neverConnected: 'gray',
  paperOut: 'red',
  paperJam: 'red',
  coverOpen: 'red',
  printerError: 'red',
  offline: 'red',
  signInFailed: 'red',
  wrongMac: 'red',
};

export function PrinterStateBadge({ p }: { p: PrinterItem }) {
  const seen = p.lastSeen ? `Last poll ${new Date(p.lastSeen).toLocaleString()}` : 'Never connected';
  const detail = [seen, p.statusCode && `status ${p.statusCode}`, p.reportedMac && `reports MAC ${p.reportedMac}`]
    .filter(Boolean)
    .join(' · ');
  const ok = p.state === 'ready' || p.state === 'neverConnected' || p.state === 'paperLow';
  return (
    <Tooltip label={detail}>
      <Badge color={STATE_COLORS[p.state]} variant={ok ? 'light' : 'filled'}>
        {PRINTER_STATE_LABELS[p.state]}
      </Badge>
    </Tooltip>
  );
}
