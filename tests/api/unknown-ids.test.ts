/** Ids nobody has, in every place a request names one: a 4xx with a Message and nothing written, on every database. */
import { unknownIdCases } from '../support/malformed';
import { malformedSuite } from '../support/malformed-suite';

// The valid samples are accepted in malformed-input.test.ts and the role matrix; here only the refusals.
malformedSuite((_e, shape) => unknownIdCases(shape), { validSample: false });
