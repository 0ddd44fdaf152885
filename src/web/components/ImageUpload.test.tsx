import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TINY_PNG_BASE64 } from '../../../tests/support/images';
import { renderWithProviders } from '../../../tests/support/web-render';
import { GalleryUpload } from './GalleryUpload';
import { ImageUpload } from './ImageUpload';

const png = (name = 'cover.png') =>
  new File([Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });
const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type=file]')!;
/** The message under a field (notifications are alerts too). */
const fieldAlert = (label: string) =>
  waitFor(() => within(screen.getByRole('group', { name: new RegExp(`^${label}`) })).getByRole('alert'));
const pick = (container: HTMLElement, ...files: File[]) =>
  fireEvent.change(fileInput(container), { target: { files } });

/** Answers POST /upload with the given status and body; records the bodies sent. */
function serverAnswers(...answers: [number, unknown][]) {
  const sent: { filename: string; image: string }[] = [];
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const [status, body] = answers[Math.min(n++, answers.length - 1)];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

function Single({ spy, initial = '' }: { spy: (url: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      label="Cover image"
      value={value}
      onChange={(url) => {
        setValue(url);
        spy(url);
      }}
    />
  );
}

describe('ImageUpload', () => {
  it('uploads the picked file as base64 and shows the new image', async () => {
    const sent = serverAnswers([200, { url: '/uploads/abc.png' }]);
    const spy = vi.fn();
    const { container } = renderWithProviders(<Single spy={spy} />);
    expect(screen.getByText('No image')).toBeTruthy();
    pick(container, png());
    await waitFor(() => expect(spy).toHaveBeenCalledWith('/uploads/abc.png'));
    expect(sent[0].filename).toBe('cover.png');
    expect(sent[0].image).toBe(`data:image/png;base64,${TINY_PNG_BASE64}`);
    expect(screen.getByRole('img', { name: 'Cover image preview' }).getAttribute('src')).toBe('/uploads/abc.png');
    expect(fileInput(container).accept).toBe('image/png,image/jpeg,image/webp,image/gif');
  });

  it("shows 'Error uploading photo' under the field and as a notification when the server refuses", async () => {
    serverAnswers([403, { Message: [{ param: 'image', msg: 'Only PNG, JPEG, WebP or GIF images are allowed' }] }]);
    const spy = vi.fn();
    const { container } = renderWithProviders(<Single spy={spy} />);
    pick(container, png('fake.png'));
    expect((await fieldAlert('Cover image')).textContent).toBe(
      'Error uploading photo: Only PNG, JPEG, WebP or GIF images are allowed',
    );
    expect(await screen.findByText('Error uploading photo')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const sent = serverAnswers([200, { url: '/uploads/never.png' }]);
    const { container } = renderWithProviders(<Single spy={vi.fn()} />);
    pick(container, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await fieldAlert('Cover image')).textContent).toBe('Error uploading photo: Image must be at most 5 MB');
    expect(sent).toEqual([]);
  });

  it('removes the image', () => {
    const spy = vi.fn();
    renderWithProviders(<Single spy={spy} initial="/uploads/old.png" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(spy).toHaveBeenCalledWith('');
    expect(screen.getByText('No image')).toBeTruthy();
  });
});

function Gallery({ spy, initial }: { spy: (urls: string[]) => void; initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <GalleryUpload
      label="Gallery images"
      max={3}
      value={value}
      onChange={(urls) => {
        setValue(urls);
        spy(urls);
      }}
    />
  );
}

describe('GalleryUpload', () => {
  it('adds several images in order, up to the most allowed, and removes one', async () => {
    serverAnswers([200, { url: '/uploads/b.png' }], [200, { url: '/uploads/c.png' }]);
    const spy = vi.fn();
    const { container } = renderWithProviders(<Gallery spy={spy} initial={['/uploads/a.png']} />);
    pick(container, png('1.png'), png('2.png'), png('3.png'));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/b.png', '/uploads/c.png']));
    expect((await fieldAlert('Gallery images')).textContent).toBe('At most 3 images: 1 not added');
    expect(screen.getAllByRole('img')).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(spy).toHaveBeenLastCalledWith(['/uploads/a.png', '/uploads/c.png']);
  });

  it('keeps the images that uploaded when one fails', async () => {
    serverAnswers(
      [200, { url: '/uploads/ok.png' }],
      [403, { Message: [{ param: 'image', msg: 'Image must be at most 5 MB' }] }],
    );
    const spy = vi.fn();
    const { container } = renderWithProviders(<Gallery spy={spy} initial={[]} />);
    pick(container, png('good.png'), png('bad.png'));
    expect((await fieldAlert('Gallery images')).textContent).toBe(
      'bad.png: Error uploading photo: Image must be at most 5 MB',
    );
    expect(spy).toHaveBeenLastCalledWith(['/uploads/ok.png']);
  });
});
