import { z } from 'zod';
import { objectId } from './common-classic';
import { group } from './group';
import { ADMIN_ONLY } from './roles';

/** A config value: named switches, or one text or number. */
export const configValue = z.union(
  [
    z.record(z.string().max(60), z.boolean()),
    z.string().trim().max(500, 'Value must be at most 500 characters'),
    z.number().finite(),
  ],
  { error: 'Value must be switches, a text or a number' },
);
export type ConfigValue = z.infer<typeof configValue>;

/** A platform config item (spec: _id, Name, Value). */
export const configItem = z.object({ _id: z.string(), Name: z.string(), Value: configValue });
export type ConfigItem = z.infer<typeof configItem>;

/** How the Config page names an item (the spec's entities); other names are shown as they are. */
export const CONFIG_LABELS: Record<string, string> = {
  cardfee: 'Card fee',
  payment: 'Payments',
  loginbuttons: 'Login Buttons',
  lagTime: 'Advance order lag time',
};
/** The unit shown after a number (card fee is a percentage). */
export const CONFIG_SUFFIXES: Record<string, string> = { cardfee: '%', lagTime: 'minutes' };
/** Bounds of the numeric items. */
export const CONFIG_NUMBER_BOUNDS: Record<string, { min: number; max: number }> = {
  cardfee: { min: 0, max: 100 },
  lagTime: { min: 0, max: 1440 },
};

export const CONFIG_MESSAGES = {
  updated: 'Configurations updated successfully!',
  notFound: 'Config not found',
  wrongKind: (kind: string) => `This setting takes ${kind}`,
  unknownSwitch: (name: string) => `Unknown switch: ${name}`,
  outOfRange: (min: number, max: number) => `Value must be between ${min} and ${max}`,
} as const;

const api = group({ tag: 'Config', auth: ADMIN_ONLY });

export const configFetch = api.get('/config/fetch', {
  summary: 'Platform configuration items',
  response: z.object({ data: z.array(configItem) }),
});

export const configEdit = api.put('/config/edit', {
  summary: "Change the value of a config item ('Configurations updated successfully!')",
  description:
    'The value keeps the kind of the item: switches (the same names, each true or false), a number (card fee 0–100 %, lag time 0–1440 minutes) or a text.',
  body: z.object({ id: objectId, value: configValue }),
  response: z.object({ Message: z.string(), data: configItem }),
});
