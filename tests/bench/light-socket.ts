/**
 * A kitchen socket for the fan-out benchmark that speaks socket.io's wire protocol (engine.io v4 over a websocket)
 * with `ws` alone, for the rounds of thousands of sockets.
 *
 * Why: 2,000 socket.io clients decode every event (engine.io packet, socket.io
 * packet, JSON of the whole order) 2,000 times: the load generator uses a whole core and its own event-loop delay
 * (p99 ≈ 150 ms) would be most of the latency it reports. A real tablet decodes its one copy on its own CPU. This client
 * records the moment a complete event frame arrives and reads only the order id from the frame's bytes, so the figure
 * is the server's delivery time, not the load generator's backlog. It still proves every event arrived: the id of
 * every `order.created` frame is counted per socket, exactly as with socket.io-client.
 *
 * What it does of the protocol: the open packet (`0{…}`), CONNECT to the main namespace with the session token
 * (`40{"token":…}` → `40{…}` or `44{…}` on refusal), answers pings (`2` → `3`), and events (`42[…]`). No reconnection:
 * a dropped socket counts as a disconnect and its missed events as lost.
 */
import WebSocket from 'ws';
import { STREAM_EVENT } from '../../src/contract/stream/constants';

type Listener = (...args: never[]) => void;

const EVENT_PREFIX = Buffer.from('42["');
const ID_KEY = Buffer.from('"_id":"');
const KIND_KEY = Buffer.from('"kind":"');

/** How many event frames are decoded in full to check the byte reading. */
const CHECKED_FRAMES = 50;

export class LightSocket {
  private static checked = 0;
  /** Never true: this client does not reconnect (kept for the tracker's interface). */
  readonly recovered = false;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly ws: WebSocket;

  private constructor(base: string, token: string, onReady: (err?: Error) => void) {
    const url = `${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    this.ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    let connected = false;
    this.ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const type = data[0];
      if (type === 0x34 /* 4: a socket.io packet */) {
        if (data[1] === 0x32 /* 2: EVENT */) return this.event(data, at);
        if (data[1] === 0x30 /* 0: CONNECT answered */ && !connected) {
          connected = true;
          onReady();
          return this.emit('connect');
        }
        if (data[1] === 0x34 /* 4: CONNECT_ERROR */)
          return onReady(new Error(`socket connect failed: ${data.toString('utf8', 2)}`));
      } else if (type === 0x32 /* 2: ping */) this.ws.send('3');
      else if (type === 0x30 /* 0: open */) this.ws.send(`40${JSON.stringify({ token })}`);
    });
    this.ws.on('error', (err) => (connected ? undefined : onReady(err)));
    this.ws.on('close', () => connected && this.emit('disconnect', 'transport close'));
  }

  static connect(base: string, token: string): Promise<LightSocket> {
    return new Promise((resolve, reject) => {
      const socket: LightSocket = new LightSocket(base, token, (err) =>
        err ? (socket.close(), reject(err)) : resolve(socket),
      );
    });
  }

  /**
   * `42["name",{…"_id":"…"…},…]`: the event's name and, for orders, the id, read from the bytes. A stream event
   * (`42["restaurant.event",{…"kind":"order.created","data":{…"_id":"…"…}}]`) is named by its kind.
   */
  private event(data: Buffer, at: number) {
    if (data.indexOf(EVENT_PREFIX) !== 0) return;
    let nameEnd = data.indexOf(0x22 /* " */, EVENT_PREFIX.length);
    let name = data.toString('latin1', EVENT_PREFIX.length, nameEnd);
    const stream = name === STREAM_EVENT;
    if (stream) {
      const kind = data.indexOf(KIND_KEY, nameEnd) + KIND_KEY.length;
      nameEnd = data.indexOf(0x22, kind);
      name = data.toString('latin1', kind, nameEnd);
    }
    if (!this.listeners.has(name)) return;
    const key = data.indexOf(ID_KEY, nameEnd);
    if (key < 0) return this.emit(name, {}, at);
    const start = key + ID_KEY.length;
    const id = data.toString('latin1', start, data.indexOf(0x22, start));
    if (LightSocket.checked < CHECKED_FRAMES) {
      // The first frames are also decoded in full: the id read from the bytes must be the event's own `_id`.
      LightSocket.checked++;
      const payload = (JSON.parse(data.toString('utf8', 2)) as [string, { _id?: string; data?: { _id?: string } }])[1];
      const decoded = stream ? payload.data?._id : payload._id;
      if (decoded !== id) throw new Error(`light socket read id ${id} from a frame whose order is ${decoded}`);
    }
    this.emit(name, { _id: id }, at);
  }

  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    return this;
  }

  private emit(name: string, ...args: unknown[]) {
    for (const l of this.listeners.get(name) ?? []) (l as (...a: unknown[]) => void)(...args);
  }

  close() {
    this.listeners.clear();
    this.ws.terminate();
  }
}
