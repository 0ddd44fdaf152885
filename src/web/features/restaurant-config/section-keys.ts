/** The restaurant configuration's sections, as `?section=` names them (kept apart from the windows, so a route can validate it without loading them). */
export const SECTION_KEYS = [
  'tips',
  'tables',
  'park',
  'users',
  'printers',
  'messages',
  'pos',
  'push',
  'screens',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];
