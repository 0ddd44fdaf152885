import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NEWS_MESSAGES as M, type NewsItem, type newsCreateBody, type newsEditBody } from '../../../contract/news';
import { news } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { offsetOf, pageMeta, type PageRequest } from '../../http/paging';

type Row = typeof news.$inferSelect;
const toNews = (r: Row): NewsItem => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  galleryimages: r.galleryimages,
  translation: r.translation,
  createdAt: r.createdAt.toISOString(),
});

export async function listNews({ db }: Deps, page: PageRequest) {
  const [{ total }] = await db.select({ total: count() }).from(news);
  const rows = await db.select().from(news).orderBy(desc(news.createdAt), desc(news.id)).limit(page.size).offset(offsetOf(page));
  return { data: rows.map(toNews), meta: pageMeta(total, page) };
}

const values = (input: z.output<typeof newsCreateBody>) => ({
  name: input.name,
  description: input.description,
  image: input.image,
  galleryimages: input.galleryimages,
  translation: input.translation,
});

export async function createNews({ db }: Deps, input: z.output<typeof newsCreateBody>) {
  const [row] = await db.insert(news).values(values(input)).returning();
  return { Message: M.created, data: toNews(row) };
}

export async function editNews({ db }: Deps, input: z.output<typeof newsEditBody>) {
  const [row] = await db.update(news).set(values(input)).where(eq(news.id, input.id)).returning();
  if (!row) throw notFound(M.notFound);
  return { Message: M.updated, data: toNews(row) };
}

export async function deleteNews({ db }: Deps, id: string) {
  const [row] = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  if (!row) throw notFound(M.notFound);
  return { Message: M.deleted };
}
