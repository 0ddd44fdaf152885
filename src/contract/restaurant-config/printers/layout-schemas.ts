/** Print layouts (the /restaurant-routing page): which printer each category's lines go to. */
import * as z from 'zod/mini';
import { messageAnswer, objectId, plainText } from '../../common';
import { LAYOUT_MESSAGES } from './constants';

export const layoutItem = z.object({
  _id: z.string(),
  LayoutName: z.string(),
  /** Printer serial. */
  DefaultPrinter: z.string(),
  /** Per category: the printer serial its lines go to ('' = the default printer). */
  Layout: z.array(z.object({ _id: z.string(), category: z.string(), printer: z.string() })),
  /** UIDs of the POS devices the layout is bound to. */
  pos: z.array(z.string()),
});
export type LayoutItem = z.infer<typeof layoutItem>;

const upperCase = z.transform((s: string) => s.toUpperCase());

const layoutFields = {
  restaurantid: objectId,
  layoutname: plainText('Name', LAYOUT_MESSAGES.nameRequired).check(
    z.trim(),
    z.minLength(1, LAYOUT_MESSAGES.nameRequired),
    z.maxLength(80, 'Name must be at most 80 characters'),
  ),
  defaultprinter: z.pipe(
    plainText('Default printer', LAYOUT_MESSAGES.defaultPrinterRequired).check(
      z.trim(),
      z.minLength(1, LAYOUT_MESSAGES.defaultPrinterRequired),
      z.maxLength(40),
    ),
    upperCase,
  ),
  layout: z._default(
    z
      .array(
        z.object({
          _id: objectId,
          category: z._default(plainText('Category').check(z.maxLength(200)), ''),
          printer: z.pipe(z._default(plainText('Printer').check(z.trim(), z.maxLength(40)), ''), upperCase),
        }),
      )
      .check(z.maxLength(300)),
    [],
  ),
  /** UIDs of POS devices to bind the layout to. */
  pos: z._default(
    z.array(plainText('POS device').check(z.trim(), z.minLength(1), z.maxLength(80))).check(z.maxLength(50)),
    [],
  ),
};
/** The layout form: create, and edit with its `id`. */
export const layoutCreate = z.object(layoutFields);
export const layoutEditBody = z.object({ id: objectId, ...layoutFields });
export type LayoutCreateBody = z.output<typeof layoutCreate>;
export type LayoutEditBody = z.output<typeof layoutEditBody>;

const savedLayout = z.object({ Message: z.string(), data: layoutItem });

export const layoutSchemas = {
  fetchLayouts: {
    summary: "A restaurant's print layouts",
    query: z.object({ restaurant: objectId }),
    response: z.object({ data: z.array(layoutItem) }),
  },
  createLayout: {
    summary:
      'Create a print layout (name and default printer required; printers must be active printers of the restaurant)',
    body: layoutCreate,
    response: savedLayout,
  },
  editLayout: {
    summary: 'Edit a print layout',
    body: layoutEditBody,
    response: savedLayout,
  },
  deleteLayout: {
    summary: 'Delete a print layout (POS devices bound to it lose it)',
    body: z.object({ id: objectId }),
    response: messageAnswer,
  },
};
