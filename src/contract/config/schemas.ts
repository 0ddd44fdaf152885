import * as z from 'zod/mini';
import { objectId, plainText } from '../common';

/** A config value: named switches, or one text or number. */
export const configValue = z.union(
  [
    z.record(plainText('Name').check(z.maxLength(60)), z.boolean()),
    plainText('Value').check(z.trim(), z.maxLength(500, 'Value must be at most 500 characters')),
    z.number(),
  ],
  { error: 'Value must be switches, a text or a number' },
);
export type ConfigValue = z.infer<typeof configValue>;

/** A platform config item (spec: _id, Name, Value). */
export const configItem = z.object({ _id: z.string(), Name: z.string(), Value: configValue });
export type ConfigItem = z.infer<typeof configItem>;

export const configSchemas = {
  fetch: {
    summary: 'Platform configuration items',
    response: z.object({ data: z.array(configItem) }),
  },
  edit: {
    summary: "Change the value of a config item ('Configurations updated successfully!')",
    description:
      'The value keeps the kind of the item: switches (the same names, each true or false), a number (card fee 0–100 %, lag time 0–1440 minutes) or a text.',
    body: z.object({ id: objectId, value: configValue }),
    response: z.object({ Message: z.string(), data: configItem }),
  },
};
