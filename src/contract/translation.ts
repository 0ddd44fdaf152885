import * as z from 'zod/mini';
import { plainText } from './common';

/** Text per language code (en, da, de, no, zh, sr, sr-Latn), per translated field, as the API answers it. */
export const translation = z.record(z.string(), z.record(z.string(), z.string()));

/**
 * Translated texts as a form sends them: per translated field (e.g. `name`), text per language code
 * (en, da, de, no, zh, sr, sr-Latn, see `languages.ts`). Without a default: a field that may be left out.
 */
export const translationFields = z
  .record(
    plainText('Translated field name').check(z.maxLength(40, 'Translated field name must be at most 40 characters')),
    z.record(
      plainText('Language code').check(z.maxLength(10, 'Language code must be at most 10 characters')),
      plainText('Translation').check(z.maxLength(5000, 'Translation must be at most 5000 characters')),
    ),
    { error: 'Translation must be an object of texts per field and language' },
  )
  .check(z.refine((t) => Object.keys(t).length <= 20, 'At most 20 translated fields'));

/** `translationFields`, none when left out. */
export const translationInput = z._default(translationFields, {});
export type TranslationInput = z.output<typeof translationInput>;
