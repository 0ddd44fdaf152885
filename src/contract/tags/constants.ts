/** The plain values of tags that both sides read: page size and messages. */
import { crudNotices } from '../notices';

export const TAGS_PAGE_SIZE = 25;

export const TAG_MESSAGES = {
  ...crudNotices('tag', 'No tags'),
  /** Answered with status 400 (the web shows it as an error notice). */
  taken: 'A tag with this name already exists',
  noMenu: 'No menu yet',
} as const;
