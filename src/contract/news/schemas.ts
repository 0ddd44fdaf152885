import * as z from 'zod/mini';
import { galleryImages, imageUrl, requiredText, text } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { translation, translationInput } from '../translation';
import { NEWS_MESSAGES, NEWS_PAGE_SIZE } from './constants';

/** A news feed item: the spec's id, name, image, description, gallery images and translations. */
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

/** 'Create News' and 'Update News' (with the item's `id`). */
export const newsForms = crudForms({
  idKey: 'id',
  fields: {
    name: requiredText('Name', 200),
    description: z._default(text('Description', 5000), ''),
    image: z._default(imageUrl('Image'), ''),
    galleryimages: galleryImages,
    translation: translationInput,
  },
});
export type NewsCreateBody = z.output<typeof newsForms.createBody>;
export type NewsEditBody = z.output<typeof newsForms.editBody>;

export const newsSchemas = crudSchemas({
  noun: 'news item',
  item: newsItem,
  forms: newsForms,
  messages: NEWS_MESSAGES,
  pageSize: NEWS_PAGE_SIZE,
  maxPageSize: 100,
  summaries: { fetch: 'News feeds, newest first, 25 per page' },
});
