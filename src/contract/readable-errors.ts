/**
 * The messages of a check whose schema names none: "<Label> is required" and the like, as the rest of the product
 * words them, never the validator's "Invalid input: expected string, received undefined". Set once on each side
 * (`z.config({ ...en(), customError: readableError })`: the server's buildApp and the web's validation.ts); a message
 * written in a schema wins over these, and what these leave out reads as zod's English locale has it.
 */
import type { core } from 'zod/mini';

/** A field's name as people read it: `MainRating` → 'Main rating', `lines.0.qty` → 'Qty', `_id` → 'Id'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((p): p is string => typeof p === 'string');
  if (!key) return 'Value';
  const words = key
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Value';
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

const quoted = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : String(v))).join(', ');

function sizeMessage(label: string, iss: { origin?: string; minimum?: unknown; maximum?: unknown }, least: boolean) {
  const n = Number(least ? iss.minimum : iss.maximum);
  const bound = least ? 'at least' : 'at most';
  switch (iss.origin) {
    case 'string':
      if (least && n === 1) return `${label} is required`;
      return `${label} must be ${bound} ${n} character${n === 1 ? '' : 's'}`;
    case 'array':
    case 'set':
      return `${label} must have ${bound} ${n} entr${n === 1 ? 'y' : 'ies'}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `${label} must be ${bound} ${n}`;
    default:
      return undefined;
  }
}

/** The message of an issue whose schema gave none; undefined leaves it to zod's English locale. */
export function readableError(iss: core.$ZodRawIssue): string | undefined {
  const label = fieldLabel(iss.path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `${label} is required`;
      return `${label} must be ${KINDS[iss.expected] ?? iss.expected}`;
    case 'invalid_value':
      return iss.values.length === 1
        ? `${label} must be ${quoted(iss.values)}`
        : `${label} must be one of: ${quoted(iss.values)}`;
    case 'too_small':
      return sizeMessage(label, iss, true);
    case 'too_big':
      return sizeMessage(label, iss, false);
    case 'invalid_format':
      return iss.format === 'email' ? `${label} must be an e-mail address` : `${label} is not in the right format`;
    case 'invalid_union':
      return `${label} is not one of the accepted forms`;
    case 'unrecognized_keys':
      return undefined;
    default:
      return undefined;
  }
}
