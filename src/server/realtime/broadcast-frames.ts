/**
 * A fan-out to 2,000 tablets made cheaper (docs/measured.md: about 15 % of the server's CPU per order at 2,000
 * sockets). socket.io encodes a broadcast once and frames it once for every websocket (`wsPreEncodedFrame`); what is
 * left per socket is the write, and the work around it. This reaches into fields of socket.io-adapter, socket.io,
 * engine.io and ws that are not their public API, so it is installed only on the exact versions it was written and
 * measured for (`WRITTEN_FOR`, checked at start-up: on any other it logs a warning and socket.io's own path is taken),
 * any error on it falls back to that path for the frame, and `broadcast-frames.test.ts` fails when it is not taken.
 * Upgrading one of these packages: measure again (`npm run bench`), then update `WRITTEN_FOR` or remove this file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Socket as NetSocket } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';

/** The versions whose internals this was written for: socket.io's own, and the adapter, engine.io and ws it loads. */
export const WRITTEN_FOR = {
  'socket.io': '4.8.4',
  'socket.io-adapter': '2.5.8',
  'engine.io': '6.6.12',
  ws: '8.21.3',
} as const;

/** The version of `name` as the module at `from` loads it (its package.json, found above its entry point). */
function versionOf(name: string, from: string): { version: string; entry: string } {
  const entry = createRequire(from).resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === name) return { version: pkg.version, entry };
    } catch {
      /* no package.json here: look further up */
    }
  }
  throw new Error(`no package.json of ${name}`);
}

/** The installed versions, as socket.io loads them. */
export function installedVersions(): Record<keyof typeof WRITTEN_FOR, string> {
  const socketIo = versionOf('socket.io', import.meta.url);
  const engineIo = versionOf('engine.io', socketIo.entry);
  return {
    'socket.io': socketIo.version,
    'socket.io-adapter': versionOf('socket.io-adapter', socketIo.entry).version,
    'engine.io': engineIo.version,
    ws: versionOf('ws', engineIo.entry).version,
  };
}

/**
 * socket.io's frame is two buffers (frame header, data), which every socket then writes with cork/uncork and `writev`.
 * Joined into one buffer, each socket writes it with one plain write.
 */
function oneBufferFrames(io: Server) {
  const adapter = io.of('/').adapter as unknown as {
    _encode?: (packet: unknown, opts: { wsPreEncodedFrame?: Buffer[] }) => unknown;
  };
  const encode = adapter._encode?.bind(adapter);
  if (!encode) return;
  adapter._encode = (packet, opts) => {
    const encoded = encode(packet, opts);
    const frame = opts.wsPreEncodedFrame;
    if (Array.isArray(frame) && frame.length === 2) opts.wsPreEncodedFrame = [Buffer.concat(frame)];
    return encoded;
  };
}

interface PacketOptions {
  wsPreEncodedFrame?: Buffer[];
  volatile?: boolean;
}

/** What of engine.io's connection this reads (engine.io 6). */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; socket?: { readyState: number; _socket?: NetSocket } };
}

interface EngineClient {
  conn: EngineConnection;
  writeToEngine(packets: unknown, opts: PacketOptions): void;
}

const WS_OPEN = 1;

/**
 * The TCP socket a broadcast frame can be written to directly: an open websocket connection with nothing of its own
 * waiting in engine.io's buffer (so the frame cannot overtake a packet sent before it). Null: engine.io's path.
 */
function directSocket(conn: EngineConnection, opts: PacketOptions): NetSocket | null {
  if (!opts.wsPreEncodedFrame || opts.volatile) return null;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length || conn.transport.name !== 'websocket')
    return null;
  const ws = conn.transport.socket;
  const tcp = ws?.readyState === WS_OPEN ? ws._socket : undefined;
  return tcp && tcp.writable && !tcp.destroyed ? tcp : null;
}

/**
 * Each socket would hand the frame to engine.io's packet machinery (a packet object, events, a buffer, a transport
 * that waits for each write's callback before the next), about as much CPU as the write itself. A broadcast frame is
 * written to the socket's TCP connection instead, and the connection stays corked until the event loop's turn ends:
 * frames for one socket in one turn (a burst of orders, an order and the counts) leave in one system call.
 */
function directBroadcastWrites(io: Server, counter: { writes: number }) {
  const corked = new Set<NetSocket>();
  const uncorkAll = () => {
    for (const tcp of corked) tcp.uncork();
    corked.clear();
  };
  io.on('connection', (socket) => {
    const client = socket.client as unknown as EngineClient;
    const write = client.writeToEngine;
    if (typeof write !== 'function' || Object.prototype.hasOwnProperty.call(client, 'writeToEngine')) return;
    client.writeToEngine = function (packets, opts) {
      let tcp: NetSocket | null = null;
      try {
        tcp = directSocket(this.conn, opts);
      } catch {
        tcp = null; // a field not of the expected shape: socket.io's own path
      }
      if (!tcp) return write.call(this, packets, opts);
      counter.writes++;
      if (!corked.has(tcp)) {
        if (!corked.size) setImmediate(uncorkAll);
        tcp.cork();
        corked.add(tcp);
      }
      for (const buffer of opts.wsPreEncodedFrame!) tcp.write(buffer);
    };
  });
}

export interface FastBroadcasts {
  /** Installed (the versions are those it was written for). */
  active: boolean;
  /** Frames written directly so far (tests: the path is taken). */
  readonly directWrites: number;
}

/** Both of the above, on the server's main namespace, on the versions they were written for. */
export function cheaperBroadcasts(io: Server, log: FastifyBaseLogger): FastBroadcasts {
  const counter = { writes: 0 };
  const status = {
    active: false,
    get directWrites() {
      return counter.writes;
    },
  };
  let installed: Record<string, string>;
  try {
    installed = installedVersions();
  } catch (err) {
    log.warn({ err }, 'socket.io versions not read: broadcasts take socket.io’s own path');
    return status;
  }
  const differ = Object.entries(WRITTEN_FOR).filter(([name, v]) => installed[name] !== v);
  if (differ.length) {
    log.warn(
      { written: WRITTEN_FOR, installed },
      'broadcast fast path not installed: socket.io, its adapter, engine.io or ws is not the version it was written for',
    );
    return status;
  }
  oneBufferFrames(io);
  directBroadcastWrites(io, counter);
  status.active = true;
  return status;
}
