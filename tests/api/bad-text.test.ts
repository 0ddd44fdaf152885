/**
 * A NUL character or a lone surrogate in any text of any endpoint's request: a 403 naming the field, never a 5xx,
 * nothing written (issue 18). Runs on every database: before the contract refused them, PostgreSQL met them first.
 */
import { badTextCases } from '../support/bad-text';
import { malformedSuite } from '../support/malformed-suite';

// The valid samples are accepted in malformed-input.test.ts and the role matrix; here only the refusals.
malformedSuite(badTextCases, { validSample: false });
