/**
 * A NUL character or a lone surrogate in any text of any endpoint's request: a 403 naming the field, never a 5xx,
 * nothing written. Runs on every database: PostgreSQL refuses a NUL in text, so one let through shows there as a 5xx.
 */
import { badTextCases } from '../support/bad-text';
import { malformedSuite } from '../support/malformed-suite';

// The valid samples are accepted in malformed-input.test.ts and the role matrix; here only the refusals.
malformedSuite(badTextCases, { validSample: false });
