/** The customer's language: which translated texts (per field, text per language code) a customer reads. */

type Translation = Record<string, Record<string, string>> | null | undefined;

/**
 * The languages a customer asked for, most wanted first, lower case: `lang` when given, else `Accept-Language`
 * by its weights ('*' and weight 0 left out). At most 5.
 */
export function preferredLanguages(lang: string | undefined, acceptLanguage: string | undefined): string[] {
  if (lang) return [lang.trim().toLowerCase()].filter(Boolean);
  return (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag!.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(x.tag))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .slice(0, 5)
    .map((x) => x.tag);
}

/** 'sr-latn-rs' → ['sr-latn-rs', 'sr-latn', 'sr']: a translation in a wider language serves a narrower one. */
const widening = (tag: string) => tag.split('-').map((_, i, parts) => parts.slice(0, parts.length - i).join('-'));

/** A function giving a field's text in the first preferred language that has one, else the text as stored. */
export function translator(preferred: string[]) {
  const candidates = preferred.flatMap(widening);
  return (translation: Translation, field: string, text: string): string => {
    if (!candidates.length || !translation) return text;
    const texts = Object.entries(translation).find(([k]) => k.toLowerCase() === field.toLowerCase())?.[1];
    if (!texts) return text;
    const byLang = new Map(Object.entries(texts).map(([k, v]) => [k.toLowerCase(), v]));
    for (const c of candidates) {
      const hit = byLang.get(c);
      if (hit?.trim()) return hit;
    }
    return text;
  };
}
