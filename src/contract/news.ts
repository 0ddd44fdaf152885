import { z } from 'zod';
import { requiredText } from './common';
import { crud, crudNotices } from './crud';
import { translation } from './restaurant';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation';

const NEWS_PAGE_SIZE = 25;
export const GALLERY_MAX = 10;

export const NEWS_MESSAGES = crudNotices('news', 'No news yet');

/** News feed item (the spec's entities: id, name, image, description, galleryimages, translation). */
export const newsItem = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  galleryimages: z.array(z.string()),
  translation,
  /** When it was published (ISO 8601). */
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

/** An image address as the upload answers it (`/uploads/…`) or any http(s) URL; empty for none. */
export const imageUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(
      (s) => s === '' || s.startsWith('/') || /^https?:\/\//i.test(s),
      `${label} must be an uploaded image or an http(s) address`,
    );

export const galleryImages = z
  .array(imageUrl('Gallery image'), { error: 'Gallery must be a list of images' })
  .max(GALLERY_MAX, `At most ${GALLERY_MAX} gallery images`)
  .default([]);

const newsFields = {
  name: requiredText('Name', 200),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(5000, 'Description must be at most 5000 characters')
    .default(''),
  image: imageUrl('Image').default(''),
  galleryimages: galleryImages,
  translation: translationInput,
};

export const news = crud({
  tag: 'News',
  noun: 'news item',
  auth: ADMIN_ONLY,
  item: newsItem,
  fields: newsFields,
  idKey: 'id',
  pageSize: NEWS_PAGE_SIZE,
  maxPageSize: 100,
  messages: NEWS_MESSAGES,
  paths: { fetch: '/newsandevents/fetch', add: '/news/add', edit: '/news/edit', delete: '/news/delete' },
  summaries: { fetch: 'News feeds, newest first, 25 per page' },
});

export const {
  createBody: newsCreateBody,
  editBody: newsEditBody,
  fetch: newsFetch,
  add: newsAdd,
  edit: newsEdit,
  delete: newsDelete,
} = news;
