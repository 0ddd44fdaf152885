/**
 * A Star CloudPRNT printer, written from Star's own documents, not from this server's code:
 * - the Star CloudPRNT Protocol Guide (https://star-m.jp/products/s_print/sdk/StarCloudPRNT/manual/en/), sections
 *   "Client Settings", "CloudPRNT HTTP Method" (Polling the server (POST), Print job requests (GET), Print job
 *   confirmation (DELETE), General Server Error Responses) and "Printer Status Codes";
 * - Star's sample server in star-micronics/cloudprnt-sdk (ExampleServers/php_queue/cloudprnt.php), for what a server
 *   is expected to accept.
 * It speaks real HTTP (fetch) to a listening server.
 */

/** "Client Settings": the Server URL, and the optional user name and password for HTTP Basic authentication. */
export interface PrinterSettings {
  url: string;
  /** The printer's Ethernet MAC address, as it reports it in `printerMAC` and `mac` (Star uses lower-case hex with colons). */
  mac: string;
  user?: string;
  password?: string;
}

/** "Polling the server (POST) › JSON Response". */
export interface PollResponse {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  deleteMethod?: 'DELETE' | 'GET';
  clientAction?: { request: string; options: string }[];
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** The media types this printer can print, best first (a printer chooses from the server's `mediaTypes`). */
const SUPPORTED_MEDIA = ['text/plain'];

export function cloudPrntPrinter(settings: PrinterSettings) {
  /**
   * "Client Settings › User Name / Password": when they are set, the printer sends them from its first HTTP request,
   * as HTTP Basic authentication.
   */
  const headers = (more: Record<string, string> = {}): Record<string, string> => ({
    ...(settings.user !== undefined
      ? {
          authorization: `Basic ${Buffer.from(`${settings.user}:${settings.password ?? ''}`).toString('base64')}`,
        }
      : {}),
    ...more,
  });

  async function send(method: string, url: string, body?: string, extra?: Record<string, string>) {
    const res = await fetch(url, { method, headers: headers(extra), body });
    return { status: res.status, headers: res.headers, text: await res.text() } satisfies HttpAnswer;
  }

  /** The Server URL with a query string ("[http/https]://[cloudprntURL]?…"). */
  const withQuery = (params: Record<string, string | undefined>) => {
    const u = new URL(settings.url);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
    return u.toString();
  };

  return {
    settings,

    /**
     * "Polling the server (POST) › JSON Request": `statusCode` is the only field always sent. Star's sample server
     * URL-decodes it (`urldecode($parsed['statusCode'])`), because printers send it percent-encoded ("200%20OK").
     */
    async poll(statusCode = '200 OK', more: { printingInProgress?: boolean; status?: string } = {}) {
      const body = {
        status: more.status ?? '23 86 00 00 00 00 00 00 00 00 00',
        printerMAC: settings.mac,
        statusCode: encodeURIComponent(statusCode),
        printingInProgress: more.printingInProgress ?? false,
        clientAction: null,
      };
      const answer = await send('POST', settings.url, JSON.stringify(body), { 'content-type': 'application/json' });
      return { ...answer, json: answer.status === 200 ? (JSON.parse(answer.text) as PollResponse) : null };
    },

    /**
     * "Print job requests (GET) › Request (GET)": `?uid=<printer ID>&type=<media type>&mac=<mac address>&token=<job
     * token>`; uid only when the server assigned one (this server does not). "GET should have no server side effects,
     * simply re-sending the same GET should result in re-downloading the same job."
     */
    getJob(type: string | undefined, token: string | undefined) {
      return send('GET', withQuery({ type, mac: settings.mac, token }));
    },

    /**
     * "Print job confirmation (DELETE)": the GET's query without `type`, plus `code`: "OK" when printing completed
     * ("200 OK" on older firmware), else a printer status code for a job the client cannot process (e.g. "511 Media
     * decoding error", "520 …" download timeout).
     */
    confirm(code: string, token: string | undefined) {
      return send('DELETE', withQuery({ mac: settings.mac, code, token }));
    },

    /**
     * One poll cycle as a printer runs it: POST; when `jobReady`, GET the job in a media type both sides support,
     * print it, and confirm it with DELETE code=OK. Answers the printed text, or null when there was nothing to print.
     */
    async printNext(): Promise<string | null> {
      const poll = await this.poll();
      if (poll.status !== 200) throw new Error(`poll answered ${poll.status}: ${poll.text}`);
      if (!poll.json?.jobReady) return null;
      const type = SUPPORTED_MEDIA.find((m) => poll.json!.mediaTypes?.includes(m));
      if (!type) {
        // A job in no media type this printer supports: "510 Incompatible media type".
        await this.confirm('510 Incompatible media type', poll.json.jobToken);
        return null;
      }
      const job = await this.getJob(type, poll.json.jobToken);
      if (job.status !== 200) {
        // "Response (GET)": after a status other than 200 the printer confirms with a 520 (or 521) error code.
        await this.confirm('520 Job download failed', poll.json.jobToken);
        return null;
      }
      await this.confirm('OK', poll.json.jobToken);
      return job.text;
    },
  };
}

export type CloudPrntPrinter = ReturnType<typeof cloudPrntPrinter>;
