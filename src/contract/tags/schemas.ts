import * as z from 'zod/mini';
import { objectId, requiredText } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { TAG_MESSAGES, TAGS_PAGE_SIZE } from './constants';

export const tagItem = z.object({ _id: z.string(), id: z.string(), name: z.string() });
export type TagItem = z.infer<typeof tagItem>;

export const tagForms = crudForms({ idKey: 'id', fields: { name: requiredText('Name', 100) } });

/** A menu carrying the tag, with all its tags (spec: relevantMenu: Name, Restaurant.Name, Tags with Name and _id). */
const relevantMenu = z.object({
  _id: z.string(),
  Name: z.string(),
  Restaurant: z.object({ _id: z.string(), Name: z.string() }),
  Tags: z.array(z.object({ _id: z.string(), Name: z.string() })),
});

export const tagsSchemas = {
  ...crudSchemas({
    noun: 'tag',
    item: tagItem,
    forms: tagForms,
    messages: TAG_MESSAGES,
    pageSize: TAGS_PAGE_SIZE,
    summaries: {
      fetch: `Tags, ${TAGS_PAGE_SIZE} per page`,
      add: `Create a tag ('${TAG_MESSAGES.created}'); a name that exists (case-insensitively) answers 400 with Message`,
      edit: `Rename a tag by id ('${TAG_MESSAGES.updated}'); menu items carrying it show the new name`,
      delete: `Delete a tag by id ('${TAG_MESSAGES.deleted}'); menu items carrying it lose it`,
    },
  }),
  fetchSpecific: {
    summary: 'One tag and the menu items that carry it (with their restaurant and all their tags)',
    query: z.object({ id: objectId }),
    response: z.object({ data: z.object({ tag: tagItem, relevantMenu: z.array(relevantMenu) }) }),
  },
};
