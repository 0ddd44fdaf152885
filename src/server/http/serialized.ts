/**
 * An answer checked against its contract's response schema and serialized to JSON once — what the route's zod
 * serializer would have sent, byte for byte — so a large answer that is served many times (the menu) is
 * kept as bytes and sent as it is: `bind()` writes a `Serialized` without validating and stringifying it again.
 */
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

export class Serialized<T> {
  /** Only marks the answer's type for the handler's return type. */
  declare readonly answer?: T;
  constructor(readonly body: Buffer) {}

  /** The answer as sent, read back (for what records it, such as the system log). */
  json(): unknown {
    return JSON.parse(this.body.toString('utf8'));
  }

  /** `value` checked against `schema` and serialized, as the route's serializer does it (a mismatch is a 500). */
  static of<S extends z.core.$ZodType>(schema: S, value: z.output<S>, route = 'response'): Serialized<z.output<S>> {
    const result = z.safeEncode(schema, value);
    if (result.error) throw new ResponseSerializationError('GET', route, { cause: result.error });
    return new Serialized(Buffer.from(JSON.stringify(result.data)));
  }
}
