/**
 * socket.io clients for the realtime tests: connect with a token, record every event, wait for one. A restaurant's
 * stream events (`restaurant.event` envelopes) are recorded under their kind ('order.created'…) with their `seq`.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { STREAM_EVENT } from '../../src/contract/stream/constants';
import type { Json } from './http';

export interface Heard {
  name: string;
  payload: Json;
  /** A stream event's place in its restaurant's sequence. */
  seq?: number;
}

export interface Listener {
  socket: Socket;
  /** Every event heard, oldest first. */
  heard: Heard[];
  /** The first event (already heard or still to come) of that name whose payload passes `match`. */
  next(name: string, match?: (payload: Json) => boolean, timeoutMs?: number): Promise<Json>;
  close(): void;
}

/** Makes the app listen on a free port of 127.0.0.1 and answers its URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const open = (url: string, token: unknown) =>
  io(url, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });

/** A connected client; throws when the server refuses it. */
export function connect(url: string, token: string): Promise<Listener> {
  const socket = open(url, token);
  const heard: Heard[] = [];
  const waiters: { name: string; match: (p: Json) => boolean; resolve: (p: Json) => void }[] = [];
  socket.onAny((event: string, message: Json) => {
    const stream = event === STREAM_EVENT;
    const [name, payload] = stream ? [message.kind as string, message.data as Json] : [event, message];
    heard.push(stream ? { name, payload, seq: message.seq as number } : { name, payload });
    for (const w of [...waiters]) {
      if (w.name === name && w.match(payload)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(payload);
      }
    }
  });
  const listener: Listener = {
    socket,
    heard,
    next(name, match = () => true, timeoutMs = 5000) {
      const already = heard.find((h) => h.name === name && match(h.payload));
      if (already) return Promise.resolve(already.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no ${name} event within ${timeoutMs} ms; heard: ${heard.map((h) => h.name).join(', ') || 'nothing'}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ name, match, resolve: (p) => (clearTimeout(timer), resolve(p)) });
      });
    },
    close: () => void socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(listener));
    socket.once('connect_error', (err) => (socket.close(), reject(err)));
  });
}

/** The error a refused connection gets (rejects if the connection is accepted). */
export function refusal(url: string, token?: unknown): Promise<Error> {
  const socket = open(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => (socket.close(), reject(new Error('the connection was accepted'))));
    socket.once('connect_error', (err) => (socket.close(), resolve(err)));
  });
}

/** Resolves with the reason when the server ends the connection. */
export const disconnected = (l: Listener, timeoutMs = 5000) =>
  new Promise<string>((resolve, reject) => {
    if (!l.socket.connected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    l.socket.once('disconnect', (reason) => (clearTimeout(timer), resolve(reason)));
  });

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
