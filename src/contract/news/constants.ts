/** The plain values of news that both sides read: page size and messages. */
import { crudNotices } from '../notices';

export const NEWS_PAGE_SIZE = 25;
export const NEWS_MESSAGES = crudNotices('news', 'No news yet');
