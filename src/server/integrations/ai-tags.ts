/**
 * AI tag suggestions for a menu item (POST /openai/generatetags).
 *
 * With AI_TAGS_BASE_URL, AI_TAGS_API_KEY and AI_TAGS_MODEL set, an OpenAI-compatible chat-completions API
 * (OpenAI, Azure-compatible gateways, or a self-hosted server such as vLLM, llama.cpp or Ollama) is asked for
 * tags. Without them, suggestions come from the platform's own tag vocabulary found in the item's name and
 * description. A provider failure answers no suggestions (with the reason), never an error.
 */
export interface TagRequest {
  name: string;
  description: string;
  /** The platform's existing tag names (the provider is told to prefer them). */
  vocabulary: string[];
}

export interface TagSuggestions {
  source: 'ai' | 'vocabulary';
  tags: string[];
  /** Set when the provider failed: what went wrong, in plain words. */
  problem?: string;
}

export interface AiTagger {
  readonly kind: 'openai' | 'vocabulary';
  suggest(req: TagRequest): Promise<TagSuggestions>;
}

const MAX_TAGS = 10;
const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Existing tags whose name appears as a word (or words) in the name or description, case- and accent-insensitively. */
export function vocabularyMatches(name: string, description: string, vocabulary: string[]): string[] {
  const text = ` ${norm(`${name} ${description}`).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = vocabulary.filter((tag) => {
    const t = norm(tag)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    return t.length > 1 && (text.includes(` ${t} `) || text.includes(` ${t}s `));
  });
  return found.slice(0, MAX_TAGS);
}

const vocabularyTagger: AiTagger = {
  kind: 'vocabulary',
  async suggest({ name, description, vocabulary }) {
    return { source: 'vocabulary', tags: vocabularyMatches(name, description, vocabulary) };
  },
};

interface OpenAiTaggerOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

/** Tag names out of the model's answer: a JSON array, `{ "tags": [...] }`, or a comma/line separated list. */
export function parseTagAnswer(content: string): string[] {
  const trimmed = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  let list: unknown;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    list = Array.isArray(parsed) ? parsed : (parsed as { tags?: unknown } | null)?.tags;
  } catch {
    list = trimmed.split(/[\n,]+/);
  }
  if (!Array.isArray(list)) return [];
  const names = list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^[\s\-*\d.#"]+|["\s]+$/g, '').trim())
    .filter((x) => x.length > 0 && x.length <= 40);
  return names.filter((n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i).slice(0, MAX_TAGS);
}

export function openAiTagger(opts: OpenAiTaggerOptions): AiTagger {
  const url = `${opts.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    kind: 'openai',
    async suggest({ name, description, vocabulary }) {
      const prompt = [
        `Suggest up to ${MAX_TAGS} short tags (one or two words each) for this restaurant menu item, for customers filtering a menu (diet, main ingredient, cuisine, taste).`,
        vocabulary.length ? `Prefer these existing tags when they fit: ${vocabulary.slice(0, 300).join(', ')}.` : '',
        'Answer only with a JSON array of strings.',
        `Name: ${name}`,
        description ? `Description: ${description}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
          body: JSON.stringify({ model: opts.model, temperature: 0.2, messages: [{ role: 'user', content: prompt }] }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
        });
        if (!res.ok) return { source: 'ai', tags: [], problem: `the AI provider answered ${res.status}` };
        const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
        const content = body.choices?.[0]?.message?.content;
        if (typeof content !== 'string') return { source: 'ai', tags: [], problem: 'the AI provider gave no answer' };
        return { source: 'ai', tags: parseTagAnswer(content) };
      } catch (err) {
        return {
          source: 'ai',
          tags: [],
          problem: `the AI provider could not be reached (${err instanceof Error ? err.message : String(err)})`,
        };
      }
    },
  };
}

/** The tagger the environment configures: AI_TAGS_BASE_URL + AI_TAGS_API_KEY + AI_TAGS_MODEL, else the vocabulary. */
export function aiTaggerFromEnv(env: NodeJS.ProcessEnv = process.env): AiTagger {
  const baseUrl = env.AI_TAGS_BASE_URL?.trim();
  const model = env.AI_TAGS_MODEL?.trim();
  if (!baseUrl || !model) return vocabularyTagger;
  return openAiTagger({ baseUrl, model, apiKey: env.AI_TAGS_API_KEY?.trim() ?? '' });
}
