/**
 * `npm run simulate -- --printer SERIAL --user ID --password PASSWORD [--url http://localhost:3000] [--every 3]`:
 * polls the server like a Star CloudPRNT printer whose MAC address is SERIAL (the serial in the Printers modal),
 * signed in with the printer's CloudPRNT user and password (HTTP Basic), writes each ticket it receives to the
 * terminal, and confirms it (DELETE code=OK), so the job leaves the Print queue.
 */
import { parseArgs } from 'node:util';

export const PRINTER_USAGE = `Polls like a Star CloudPRNT printer and prints the tickets it receives here.

Usage: npm run simulate -- --printer SERIAL --user ID --password PASSWORD [--url <address>] [--every <seconds>]

  --printer <serial>   the printer's serial (its MAC address), as in the Printers modal
  --user <id>          the printer's CloudPRNT user name (its id), shown with its password in the Printers modal
  --password <secret>  its CloudPRNT password ("Regenerate password" in the Printers modal shows a new one)
  --url <address>      the server (default: SIM_URL, else http://localhost:$PORT, PORT defaulting to 3000)
  --every <seconds>    seconds between polls (default 3)`;

type Printer = { base: string; mac: string; authorization: string };

async function pollOnce({ base, mac, authorization }: Printer) {
  const poll = await fetch(`${base}/cloudprnt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ printerMAC: mac, statusCode: '200 OK', printingInProgress: false, clientAction: null }),
  });
  if (poll.status === 401) throw new Error('the server refused the user name and password (401)');
  if (!poll.ok) throw new Error(`the server answered ${poll.status} to the poll`);
  const answer = (await poll.json()) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
  if (!answer.jobReady) return false;
  const q = `mac=${encodeURIComponent(mac)}&type=text/plain${answer.jobToken ? `&token=${answer.jobToken}` : ''}`;
  const job = await fetch(`${base}/cloudprnt?${q}`, { headers: { authorization } });
  if (job.status === 404) return false;
  if (!job.ok) throw new Error(`the server answered ${job.status} to the job request`);
  const text = await job.text();
  console.log(
    `\n===== ${new Date().toLocaleTimeString()}  ticket for printer ${mac} =====\n${text}==========================================`,
  );
  const done = await fetch(
    `${base}/cloudprnt?mac=${encodeURIComponent(mac)}&code=OK${answer.jobToken ? `&token=${answer.jobToken}` : ''}`,
    { method: 'DELETE', headers: { authorization } },
  );
  if (!done.ok) console.error(`confirming the ticket failed: ${done.status}`);
  return true;
}

/** When the arguments name --printer, runs the printer simulator (until Ctrl+C) and answers true; else false. */
export function printerMode(argv: string[]): boolean {
  if (!argv.includes('--printer')) return false;
  let values: { printer?: string; user?: string; password?: string; url?: string; every?: string; help?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        printer: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        url: { type: 'string' },
        every: { type: 'string', default: '3' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${PRINTER_USAGE}`);
    process.exit(2);
  }
  if (values.help || !values.printer || !values.user || !values.password) {
    console.log(PRINTER_USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const base = `${(values.url ?? process.env.SIM_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')}/api`;
  const mac = values.printer;
  const authorization = `Basic ${Buffer.from(`${values.user}:${values.password}`).toString('base64')}`;
  const seconds = Math.max(1, Number(values.every) || 3);
  console.log(`Printer ${mac} polls ${base}/cloudprnt every ${seconds} s. Ctrl+C stops.`);
  const loop = async () => {
    try {
      // Drain what is ready, then wait for the next poll.
      while (await pollOnce({ base, mac, authorization }));
    } catch (err) {
      // fetch throws a TypeError when the server cannot be reached; the server's own refusals say what they are.
      const hint = err instanceof TypeError ? ` (is the server running at ${base}?)` : '';
      console.error(`${new Date().toLocaleTimeString()}  ${(err as Error).message}${hint}`);
    }
    setTimeout(() => void loop(), seconds * 1000);
  };
  void loop();
  return true;
}
