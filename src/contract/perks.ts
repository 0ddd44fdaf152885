import { z } from 'zod';
import { requiredText } from './common-classic';
import { crud, crudNotices } from './crud-classic';
import { galleryImages, imageUrl } from './common-classic';
import { optionalText } from './promotions-common';
import { translation } from './translation';
import { ADMIN_ONLY } from './roles';
import { translationInput } from './translation-classic';

const PERKS_PAGE_SIZE = 25;

/** The spec says 'perks' in its notices, one perk elsewhere. */
export const PERK_MESSAGES = { ...crudNotices('perks', 'No perks'), notFound: 'Perk not found' } as const;

/** Perk (the spec's entities); CountUsage is counted from the clicks the customer apps report. */
export const perkItem = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  link: z.string(),
  content: z.string(),
  address: z.string(),
  buttontext: z.string(),
  galleryimages: z.array(z.string()),
  translation,
  CountUsage: z.number().int(),
});
export type PerkItem = z.infer<typeof perkItem>;

const link = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(2000, 'Link must be at most 2000 characters')
  .refine((s) => s === '' || /^https?:\/\//i.test(s), 'Link must start with http:// or https://')
  .default('');

export const perksCrud = crud({
  tag: 'Perks',
  noun: 'perk',
  auth: ADMIN_ONLY,
  item: perkItem,
  /** The form's Title is the perk's description (the table's Description column). */
  fields: {
    name: requiredText('Name', 200),
    description: optionalText('Title', 500),
    buttontext: optionalText('Button Text', 100),
    address: optionalText('Address', 300),
    content: optionalText('Content', 10000),
    link,
    image: imageUrl('Image').default(''),
    galleryimages: galleryImages,
    translation: translationInput,
  },
  idKey: 'id',
  pageSize: PERKS_PAGE_SIZE,
  messages: PERK_MESSAGES,
  paths: { fetch: '/perks/fetch', add: '/perks/add', edit: '/perks/edit', delete: '/perks/delete' },
});
