/** Languages of translated texts, with the names the translation preview shows (the spec's entities). */
export const TRANSLATION_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'da', name: 'Danish' },
  { code: 'de', name: 'German' },
  { code: 'no', name: 'Norwegian' },
  { code: 'zh', name: 'Chinese' },
  { code: 'sr', name: 'Serbian' },
  { code: 'sr-Latn', name: 'Serbian Latin' },
] as const;
