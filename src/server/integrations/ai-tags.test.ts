import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTaggerFromEnv, openAiTagger, parseTagAnswer, vocabularyMatches } from './ai-tags';

describe('AI tag suggestions', () => {
  it('matches the vocabulary as whole words, ignoring case, accents and plurals', () => {
    expect(vocabularyMatches('Crème brûlée', 'with berries', ['Creme brulee', 'Berry', 'Rye'])).toEqual([
      'Creme brulee',
    ]);
    expect(vocabularyMatches('Fish tacos', '', ['Taco', 'Fish', 'Ish'])).toEqual(['Taco', 'Fish']);
  });

  it('reads a JSON array, an object with tags, or a plain list', () => {
    expect(parseTagAnswer('["Vegan", "spicy", "vegan"]')).toEqual(['Vegan', 'spicy']);
    expect(parseTagAnswer('```json\n{"tags": ["Fish"]}\n```')).toEqual(['Fish']);
    expect(parseTagAnswer('- Fish\n- Taco')).toEqual(['Fish', 'Taco']);
  });

  it('is the vocabulary without AI_TAGS_BASE_URL and AI_TAGS_MODEL', () => {
    expect(aiTaggerFromEnv({}).kind).toBe('vocabulary');
    expect(aiTaggerFromEnv({ AI_TAGS_BASE_URL: 'http://x/v1', AI_TAGS_MODEL: 'm' }).kind).toBe('openai');
  });

  describe('an OpenAI-compatible provider', () => {
    let status = 200;
    let seen: { auth?: string; body?: { model: string; messages: { content: string }[] } } = {};
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen = { auth: req.headers.authorization, body: JSON.parse(raw) };
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: '["Seafood", "Mexican"]' } }] }));
      });
    });
    let baseUrl = '';
    beforeAll(async () => {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('asks chat completions with the key and model, and reads the tags', async () => {
      const tagger = openAiTagger({ baseUrl, apiKey: 'k-123', model: 'small-model' });
      const out = await tagger.suggest({ name: 'Fish tacos', description: 'Cod', vocabulary: ['Seafood'] });
      expect(out).toEqual({ source: 'ai', tags: ['Seafood', 'Mexican'] });
      expect(seen.auth).toBe('Bearer k-123');
      expect(seen.body?.model).toBe('small-model');
      expect(seen.body?.messages[0].content).toContain('Fish tacos');
    });

    it('gives no tags and the reason when the provider fails or cannot be reached', async () => {
      status = 500;
      expect(
        await openAiTagger({ baseUrl, apiKey: '', model: 'm' }).suggest({ name: 'x', description: '', vocabulary: [] }),
      ).toEqual({
        source: 'ai',
        tags: [],
        problem: 'the AI provider answered 500',
      });
      const down = await openAiTagger({
        baseUrl: 'http://127.0.0.1:1/v1',
        apiKey: '',
        model: 'm',
        timeoutMs: 2000,
      }).suggest({ name: 'x', description: '', vocabulary: [] });
      expect(down.tags).toEqual([]);
      expect(down.problem).toMatch(/could not be reached/);
    });
  });
});
