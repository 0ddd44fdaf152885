import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/upload/routes';
import { TINY_PNG_BASE64, tinyPng } from '../../../../tests/support/images';
import { uploads } from '../../db/schema';
import { useTestApp } from '../../../../tests/support/test-app';

const t = useTestApp();
const send = async (token: string | null, body: unknown) => t.call(token, 'POST', '/upload', { body });
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /upload', () => {
  it('stores a real PNG under a random name and serves it with the long cache header', async () => {
    const res = await send(await t.asAdmin(), {
      filename: 'cover.png',
      image: `data:image/png;base64,${TINY_PNG_BASE64}`,
    });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const file = await fetchFile(res.json.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(tinyPng())).toBe(true);

    const name = res.json.url.split('/').pop();
    const [row] = await t.db.select().from(uploads).where(eq(uploads.storageKey, name));
    expect(row).toMatchObject({ filename: 'cover.png', contentType: 'image/png', size: tinyPng().length });
  });

  it('accepts base64 without a data: prefix, from restaurant staff too', async () => {
    const res = await send(await t.asWaiter(), { filename: 'menu.png', image: TINY_PNG_BASE64 });
    expect(res.status).toBe(200);
    expect((await fetchFile(res.json.url)).statusCode).toBe(200);
  });

  it('knows JPEG, GIF and WebP by their content and stores them with their own extension', async () => {
    const admin = await t.asAdmin();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF')]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    for (const [bytes, ext, type] of [
      [jpeg, 'jpg', 'image/jpeg'],
      [gif, 'gif', 'image/gif'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      // The file name says .png: the content decides.
      const res = await send(admin, { filename: 'photo.png', image: bytes.toString('base64') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.url).toMatch(new RegExp(`\\.${ext}$`));
      expect((await fetchFile(res.json.url)).headers['content-type']).toBe(type);
    }
  });

  it('refuses a file that is not an image even when it is named .png, and stores nothing', async () => {
    const before = (await t.db.select().from(uploads)).length;
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    const res = await send(await t.asAdmin(), { filename: 'evil.png', image: `data:image/png;base64,${text}` });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: 'image', msg: UPLOAD_MESSAGES.notImage }], code: 'VALIDATION' });
    expect((await t.db.select().from(uploads)).length).toBe(before);
  });

  it('refuses an image over 5 MB with a field message', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    tinyPng().copy(big);
    const res = await send(await t.asAdmin(), { filename: 'huge.png', image: big.toString('base64') });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ Message: [{ param: 'image', msg: UPLOAD_MESSAGES.tooLarge }], code: 'VALIDATION' });
  });

  it('accepts an image of exactly 5 MB (bigger than the 1 MB limit of other calls)', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES);
    tinyPng().copy(big);
    const res = await send(await t.asAdmin(), { filename: 'large.png', image: big.toString('base64') });
    expect(res.status, JSON.stringify(res.json).slice(0, 200)).toBe(200);
  });

  it('refuses text that is not base64, an empty image and a missing file name', async () => {
    const admin = await t.asAdmin();
    expect((await send(admin, { filename: 'a.png', image: 'not base64 at all!' })).json).toEqual({
      Message: [{ param: 'image', msg: UPLOAD_MESSAGES.notBase64 }],
      code: 'VALIDATION',
    });
    expect((await send(admin, { filename: 'a.png', image: '' })).json).toEqual({
      Message: [{ param: 'image', msg: UPLOAD_MESSAGES.required }],
      code: 'VALIDATION',
    });
    expect((await send(admin, { filename: 'a.png', image: 'data:image/png;base64,' })).json).toEqual({
      Message: [{ param: 'image', msg: UPLOAD_MESSAGES.required }],
      code: 'VALIDATION',
    });
    const noName = await send(admin, { image: TINY_PNG_BASE64 });
    expect(noName.status).toBe(403);
    expect(noName.json.Message[0]).toEqual({ param: 'filename', msg: 'Filename is required' });
  });

  it('needs a signed-in user', async () => {
    const res = await send(null, { filename: 'a.png', image: TINY_PNG_BASE64 });
    expect(res.status).toBe(401);
  });
});

describe('GET /uploads/<name>', () => {
  it('answers 404 for unknown names and for anything that is not a name the server made', async () => {
    for (const url of [
      '/uploads/0123456789abcdef0123456789abcdef.png',
      '/uploads/..%2Fpglite',
      '/uploads/cover.png',
      '/uploads/0123456789abcdef0123456789abcdef.svg',
    ]) {
      const res = await fetchFile(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).not.toContain('immutable');
    }
  });
});
