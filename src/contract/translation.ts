import * as z from 'zod/mini';

/**
 * Translated texts as a form sends them: per translated field (e.g. `name`), text per language code
 * (en, da, de, no, zh, sr, sr-Latn, see `languages.ts`).
 */
export const translationInput = z._default(
  z
    .record(
      z.string().check(z.maxLength(40, 'Translated field name must be at most 40 characters')),
      z.record(
        z.string().check(z.maxLength(10, 'Language code must be at most 10 characters')),
        z.string().check(z.maxLength(5000, 'Translation must be at most 5000 characters')),
      ),
      { error: 'Translation must be an object of texts per field and language' },
    )
    .check(z.refine((t) => Object.keys(t).length <= 20, 'At most 20 translated fields')),
  {},
);
export type TranslationInput = z.output<typeof translationInput>;
