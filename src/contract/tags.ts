import { z } from 'zod';
import { objectId, requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

const TAGS_PAGE_SIZE = 25;

export const TAG_MESSAGES = {
  ...crudNotices('tag', 'No tags'),
  /** Answered with status 400 (the web shows it as an error notice). */
  taken: 'A tag with this name already exists',
  noMenu: 'No menu yet',
} as const;

export const tagItem = z.object({ _id: z.string(), id: z.string(), name: z.string() });
export type TagItem = z.infer<typeof tagItem>;

export const tagsCrud = crud({
  tag: 'Tags',
  noun: 'tag',
  auth: ADMIN_ONLY,
  item: tagItem,
  fields: { name: requiredText('Name', 100) },
  idKey: 'id',
  pageSize: TAGS_PAGE_SIZE,
  messages: TAG_MESSAGES,
  paths: { fetch: '/tags/fetch', add: '/tags/add', edit: '/tags/edit', delete: '/tags/delete' },
  summaries: {
    add: `Create a tag ('${TAG_MESSAGES.created}'); a name that exists (case-insensitively) answers 400 with Message`,
    edit: `Rename a tag by id ('${TAG_MESSAGES.updated}'); menu items carrying it show the new name`,
    delete: `Delete a tag by id ('${TAG_MESSAGES.deleted}'); menu items carrying it lose it`,
  },
});

/** A menu carrying the tag, with all its tags (spec: relevantMenu: Name, Restaurant.Name, Tags with Name and _id). */
const relevantMenu = z.object({
  _id: z.string(),
  Name: z.string(),
  Restaurant: z.object({ _id: z.string(), Name: z.string() }),
  Tags: z.array(z.object({ _id: z.string(), Name: z.string() })),
});

const api = group({ tag: 'Tags', auth: ADMIN_ONLY });

export const tagsFetchSpecific = api.get('/tags/fetch/specific', {
  summary: 'One tag and the menu items that carry it (with their restaurant and all their tags)',
  query: z.object({ id: objectId }),
  response: z.object({ data: z.object({ tag: tagItem, relevantMenu: z.array(relevantMenu) }) }),
});
