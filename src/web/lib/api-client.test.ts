import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { routes } from '../../contract/route';
import { ApiError, callApi, OFFLINE_MESSAGE } from './api-client';

/** The schemas' types only: the web calls a route, never its schemas. */
type Schemas = {
  add: {
    summary: string;
    body: z.ZodMiniObject<{ name: z.ZodMiniString }>;
    response: z.ZodMiniObject<{ Message: z.ZodMiniString }>;
  };
};

const add = routes<Schemas>()({ tag: 'T', auth: 'public' }, { add: { method: 'POST', path: '/thing/add' } }).add;
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
  );
const failure = async () => {
  try {
    await callApi(add, { body: { name: 'x' } });
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('no failure');
};

afterEach(() => vi.unstubAllGlobals());

describe('callApi errors', () => {
  it('maps a 403 validation answer to the first message of each field', async () => {
    answer(403, {
      Message: [
        { param: 'name', msg: 'Name is required' },
        { param: 'name', msg: 'second' },
        { param: 'uuid', msg: 'Bad UUID' },
      ],
    });
    const err = await failure();
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(403);
    expect(err.fields).toEqual({ name: 'Name is required', uuid: 'Bad UUID' });
    expect(err.message).toBe('Name is required');
  });

  it('keeps a plain Message (409, 404), hides a 5xx without one, and says so when the server is unreachable', async () => {
    answer(409, { Message: 'The order was already accepted' });
    expect(await failure()).toMatchObject({ status: 409, message: 'The order was already accepted', fields: {} });
    answer(500, undefined);
    expect((await failure()).message).toBe('The server had a problem. Please try again.');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failure();
    expect(offline.isNetwork).toBe(true);
    expect(offline.message).toBe(OFFLINE_MESSAGE);
  });

  it("exposes the answer's code, the status's kind when the answer names none, and none without an answer", async () => {
    answer(409, { Message: 'Order A-1 is already declined', code: 'ORDER_STATE_CONFLICT' });
    expect(await failure()).toMatchObject({ status: 409, code: 'ORDER_STATE_CONFLICT' });
    answer(403, { Message: [{ param: 'name', msg: 'Name is required' }], code: 'VALIDATION' });
    expect(await failure()).toMatchObject({ code: 'VALIDATION', fields: { name: 'Name is required' } });
    answer(409, { Message: 'Busy', code: 'SOMETHING_NEW' });
    expect((await failure()).code).toBe('CONFLICT');
    answer(502, undefined);
    expect((await failure()).code).toBe('UPSTREAM_FAILED');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure()).code).toBeUndefined();
  });
});
