/** A stand-in for the production target of restaurant migration in API tests: accepts everything and remembers it. */
import type { MigrationPayload, Migrator } from '../../src/server/integrations/migration';

export function testMigrator(): Migrator & { received: MigrationPayload[] } {
  const received: MigrationPayload[] = [];
  return {
    kind: 'http',
    target: 'test://production',
    received,
    async migrate(restaurants) {
      received.push(...restaurants);
      return restaurants.map((r) => ({ name: r.name, ok: true, detail: 'recorded by the test target' }));
    },
  };
}
