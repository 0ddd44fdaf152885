/**
 * `npm install` must not warn that a package needs a newer Node than the project says it runs on: every
 * installed package (optional platform builds aside) supports the lowest Node of package.json's "engines".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/** npm's own version-range library (installed with the tool chain; no types of its own here). */
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; version?: string }>;
};

describe('Node versions', () => {
  const lowest = semver.minVersion(pkg.engines.node)!.version;

  it(`every locked package runs on Node ${lowest}, the lowest the project supports`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name && !p.optional && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(lowest, (p.engines as { node: string }).node))
      .map(
        ([name, p]) =>
          `${name.replace(/^.*node_modules\//, '')}@${p.version} needs Node ${(p.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });

  it("the machine running the project meets the project's own engines", () => {
    expect(semver.satisfies(process.versions.node, pkg.engines.node)).toBe(true);
  });
});
