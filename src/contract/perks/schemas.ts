import * as z from 'zod/mini';
import { galleryImages, imageUrl, requiredText, text } from '../common';
import { crudForms, crudSchemas } from '../crud';
import { optionalText } from '../promotion-schemas';
import { translation } from '../translation';
import { translationInput } from '../translation';
import { PERK_MESSAGES, PERKS_PAGE_SIZE } from './constants';

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
  CountUsage: z.int(),
});
export type PerkItem = z.infer<typeof perkItem>;

const link = z._default(
  text('Link', 2000).check(
    z.refine((s) => s === '' || /^https?:\/\//i.test(s), 'Link must start with http:// or https://'),
  ),
  '',
);

export const perkForms = crudForms({
  idKey: 'id',
  /** The form's Title is the perk's description (the table's Description column). */
  fields: {
    name: requiredText('Name', 200),
    description: optionalText('Title', 500),
    buttontext: optionalText('Button Text', 100),
    address: optionalText('Address', 300),
    content: optionalText('Content', 10000),
    link,
    image: z._default(imageUrl('Image'), ''),
    galleryimages: galleryImages,
    translation: translationInput,
  },
});
export type PerkCreateBody = z.output<typeof perkForms.createBody>;

export const perksSchemas = crudSchemas({
  noun: 'perk',
  item: perkItem,
  forms: perkForms,
  messages: PERK_MESSAGES,
  pageSize: PERKS_PAGE_SIZE,
  summaries: { fetch: `Perks, ${PERKS_PAGE_SIZE} per page` },
});
