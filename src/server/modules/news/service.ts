import { desc } from 'drizzle-orm';
import { NEWS_MESSAGES as M } from '../../../contract/news/routes';
import type { NewsCreateBody, NewsEditBody, NewsItem } from '../../../contract/news/schemas';
import { deleteOr404, pagedList, updateOr404 } from '../../db/crud';
import { news } from '../../db/schema';
import type { Deps } from '../../deps';
import type { PageRequest } from '../../http/paging';

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

export const listNews = ({ db }: Deps, page: PageRequest) =>
  pagedList(db, news, page, { orderBy: [desc(news.createdAt), desc(news.id)], map: toNews });

export async function createNews({ db }: Deps, input: NewsCreateBody) {
  const [row] = await db.insert(news).values(input).returning();
  return { Message: M.created, data: toNews(row) };
}

export async function editNews({ db }: Deps, { id, ...input }: NewsEditBody) {
  return { Message: M.updated, data: toNews(await updateOr404(db, news, id, input, M)) };
}

export async function deleteNews({ db }: Deps, id: string) {
  await deleteOr404(db, news, id, M);
  return { Message: M.deleted };
}
