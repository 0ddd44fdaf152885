/**
 * A fan-out to 2,000 tablets made cheaper (measured with CPU profiles). socket.io encodes a broadcast once and frames
 * it once for every websocket (`wsPreEncodedFrame`); what is left per socket is the write, and the work around it.
 * Kept to what it changes: if a later socket.io or engine.io has no `_encode`, `writeToEngine` or websocket of that
 * shape, the frames take socket.io's own path.
 */
import type { Socket as NetSocket } from 'node:net';
import type { Server } from 'socket.io';

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
function directBroadcastWrites(io: Server) {
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
      const tcp = directSocket(this.conn, opts);
      if (!tcp) return write.call(this, packets, opts);
      if (!corked.has(tcp)) {
        if (!corked.size) setImmediate(uncorkAll);
        tcp.cork();
        corked.add(tcp);
      }
      for (const buffer of opts.wsPreEncodedFrame!) tcp.write(buffer);
    };
  });
}

/** Both of the above, on the server's main namespace. */
export function cheaperBroadcasts(io: Server) {
  oneBufferFrames(io);
  directBroadcastWrites(io);
}
