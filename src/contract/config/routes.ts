/** The platform's configuration items: the routes, and how the Config page shows and bounds them. */
import { ADMIN_ONLY } from '../roles';
import { routes } from '../route';
import type { configSchemas } from './schemas';

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

export const configRoutes = routes<typeof configSchemas>()(
  { tag: 'Config', auth: ADMIN_ONLY },
  {
    fetch: { method: 'GET', path: '/config/fetch' },
    edit: { method: 'PUT', path: '/config/edit' },
  },
);
