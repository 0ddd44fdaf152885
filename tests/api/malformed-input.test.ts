/**
 * Broken input (bad JSON, wrong types, too long, junk in query and path) on every endpoint that takes input:
 * a 4xx with a Message, the field named, nothing written. Validation happens before any SQL, so this file runs
 * on PGlite only (vitest.config.ts leaves it out of the PostgreSQL project); unknown ids run on both (unknown-ids.test.ts).
 */
import { malformedCaseLister } from '../support/malformed';
import { malformedSuite } from '../support/malformed-suite';

malformedSuite(malformedCaseLister());
