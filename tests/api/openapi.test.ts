/**
 * The API description served at /api/docs (generated from the contract by @fastify/swagger) is a valid OpenAPI
 * document: Redocly's linter, with its recommended rules, finds no error in it.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

it('is a valid OpenAPI document with every endpoint described', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths).length).toBeGreaterThan(150);

  const problems = await lintFromString({
    source: res.body,
    absoluteRef: 'openapi.json',
    // The spec's own path `GET /automatedpush/fetch/` ends with a slash: kept as the spec has it.
    config: await createConfig({ extends: ['recommended'], rules: { 'no-path-trailing-slash': 'off' } }),
  });
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
});
