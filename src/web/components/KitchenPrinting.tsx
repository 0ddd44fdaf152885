/**
 * The kitchen's view of its printers: a banner naming each printer that cannot print (paper out, cover open,
 * offline, refused sign-in) or could not print a ticket of an order still in the kitchen. Printer states share their words with the Printers list (PrinterStateBadge.tsx).
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconPrinterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  PRINTER_STATE_LABELS,
  PRINTER_STOPPED_STATES,
  type PrinterState,
} from '../../contract/restaurant-config/printers/constants';
import type { PrinterItem } from '../../contract/restaurant-config/printers/schemas';
import { printersQuery } from '../lib/queries/restaurant-config';

/** What each stopped state asks of the staff. */
const STATE_HINTS: Partial<Record<PrinterState, string>> = {
  paperOut: 'Put in a new paper roll.',
  paperJam: 'Open the cover and clear the paper.',
  coverOpen: 'Close the printer cover.',
  printerError: 'Check the printer and switch it off and on.',
  offline: 'Check its power and network.',
  signInFailed: 'Its CloudPRNT user name or password is wrong: an admin enters them again in the printer.',
  wrongMac: 'It reports another MAC address than its serial in Printers: an admin corrects the serial.',
};

/** Whether the kitchen must hear about the printer: it cannot print (a printer never connected is not news), or failed a ticket. */
const needsAttention = (p: PrinterItem) =>
  p.status === 'active' &&
  ((PRINTER_STOPPED_STATES.includes(p.state) && (p.state !== 'offline' || !!p.lastSeen)) || p.failedJobs.length > 0);

/** What is wrong with one printer and what to do; `named` when the banner lists several printers. */
function PrinterProblem({ p, named }: { p: PrinterItem; named: boolean }) {
  const stopped = PRINTER_STOPPED_STATES.includes(p.state);
  return (
    <>
      {stopped && (
        <Text inherit>
          {named && <b>{`${p.name}: ${PRINTER_STATE_LABELS[p.state].toLowerCase()}. `}</b>}
          {STATE_HINTS[p.state]} Its tickets wait and print once it is fixed.
        </Text>
      )}
      {p.failedJobs.map((j) => (
        <Text inherit key={j._id}>
          {named && <b>{`${p.name}: `}</b>}
          The ticket of order #{j.order.OrderId} was not printed ({j.code}). Use “Resend to kitchen” on the order.
        </Text>
      ))}
    </>
  );
}

/**
 * 'Printer problem: Bar station — paper out' and what to do, for the restaurant's printers (or, on a station's
 * screen, its printer) that cannot print or could not print a ticket of an order still in the kitchen.
 */
export function PrinterNotice({ restaurant, printerId }: { restaurant: string; printerId?: string }) {
  const printers = useQuery(printersQuery(restaurant));
  const shown = (printers.data ?? []).filter((p) => (!printerId || p.id === printerId) && needsAttention(p));
  if (!shown.length) return null;
  const first = shown[0]!;
  const title =
    shown.length === 1
      ? `Printer problem: ${first.name} — ${
          PRINTER_STOPPED_STATES.includes(first.state)
            ? PRINTER_STATE_LABELS[first.state].toLowerCase()
            : 'ticket not printed'
        }`
      : `Printer problems: ${shown.map((p) => p.name).join(', ')}`;
  return (
    <Alert
      color="red"
      variant="filled"
      icon={<IconPrinterOff />}
      title={title}
      role="alert"
      data-testid="printer-notice"
    >
      <Stack gap={4} fz="md">
        {shown.map((p) => (
          <PrinterProblem key={p.id} p={p} named={shown.length > 1} />
        ))}
      </Stack>
    </Alert>
  );
}
