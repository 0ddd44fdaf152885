/**
 * A short list of one restaurant's settings in a window (tips, printers, POS devices, staff, automated push, drinks):
 * the add button, the table (paged or whole), Edit and Delete on each row, and the add/edit form over the contract's
 * schemas. A modal gives its words, columns and fields, and how to save and delete:
 *
 *   <ListModal {...props} title="Tips Configurations" noun="tip" list={{ rows: tips.data }} columns={columns} rowName={(t) => t.Name}
 *     empty={M.empty} remove={(t) => crud.remove({ body: { id: t._id } })} messages={M} form={form} save={crud.save} />
 */
import { Box, Button, Group, Modal, type MantineSize } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type CSSProperties, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { objectId, type PageMeta } from '../../contract/common';
import { EntityFormModal } from './EntityFormModal';
import { PagedTable, type Column } from './PagedTable';
import { QueryPagedTable } from './QueryPagedTable';
import { actionsColumn, deleteRecord } from './RowActions';

type Values = Record<string, unknown>;

/** The add/edit form of a list in a window. */
export interface ListModalForm<T, V extends Values> {
  size?: MantineSize;
  /**
   * The contract's bodies of the two calls, imported as schemas (the web build keeps an endpoint's method and path,
   * not its schemas); the edit body defaults to the create body with the item's `id`.
   */
  schemas: { create: z.core.$ZodObject; edit?: z.core.$ZodType };
  /** Sent besides the fields: the restaurant, and the item's id when editing (default `{ restaurant, id }`). */
  hidden?: (item: T | undefined, restaurant: string) => Values;
  values: (item: T | undefined) => V;
  fields: (form: UseFormReturnType<V>, item: T | undefined) => ReactNode;
}

/** The whole list (`rows`), or one page of it (`query`, with `onPage`). */
type ListModalRows<T> =
  | { rows: T[] | undefined; rowStyle?: (row: T) => CSSProperties | undefined }
  | { query: UseQueryResult<{ data: T[]; meta?: PageMeta }>; onPage: (page: number) => void };

/** A window about one restaurant, opened from its menu page. */
export interface RestaurantModalProps {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
}

interface ListModalProps<T extends { _id: string }, V extends Values> extends RestaurantModalProps {
  title: string;
  size?: MantineSize | number;
  /** The table's caption (default: the title). */
  caption?: string;
  /** What a row is, as the buttons and forms say it: 'tip' gives 'Add tip', 'Edit tip', 'Delete tip'. */
  noun: string;
  /** Words that are not '{verb} {noun}': the add button, the form's two titles, the delete confirmation's title. */
  labels?: Partial<Record<'add' | 'create' | 'edit' | 'delete', string>>;
  list: ListModalRows<T>;
  columns: Column<T>[];
  rowName: (row: T) => string;
  /** The notices: `created`/`updated` (or one `saved`) and `deleted`; `empty`, what an empty list says. */
  messages: { created?: string; updated?: string; saved?: string; deleted: string; empty?: ReactNode };
  /** What an empty list says when it is not `messages.empty`. */
  empty?: ReactNode;
  form: ListModalForm<T, V>;
  /** Adds (no id) or edits (with it); resolves with the server's answer. */
  save: (values: Values) => Promise<{ Message?: string }>;
  /** Deletes a row; resolves with the server's answer. */
  remove: (row: T) => Promise<{ Message?: string }>;
  /** Called when a save fails (after the form shows it), e.g. to also notify. */
  onSaveError?: (err: unknown) => void;
  /** More actions of a row, before Edit and Delete. */
  rowActions?: (row: T) => ReactNode;
  /** Shown above the list, e.g. why the listed things have no effect now. */
  notice?: ReactNode;
  /** Shown below the list: settings about the listed things as a whole. */
  footer?: ReactNode;
}

export function ListModal<T extends { _id: string }, V extends Values>(props: ListModalProps<T, V>) {
  const { list, form, messages, noun, restaurant } = props;
  const label = (verb: 'Add' | 'Edit' | 'Delete', key: 'add' | 'create' | 'edit' | 'delete') =>
    props.labels?.[key] ?? `${verb} ${noun}`;
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const onDelete = (row: T) =>
    deleteRecord({ title: label('Delete', 'delete'), remove: () => props.remove(row), deleted: messages.deleted });
  const columns = [
    ...props.columns,
    actionsColumn({
      name: props.rowName,
      onEdit: (row: T) => setEditing({ item: row }),
      onDelete,
      more: props.rowActions,
    }),
  ];
  const item = editing?.item;
  const table = {
    caption: props.caption ?? props.title,
    columns,
    rowKey: (row: T) => row._id,
    empty: props.empty ?? messages.empty,
  };
  const submit = async (values: Values) => {
    try {
      return await props.save(values);
    } catch (err) {
      props.onSaveError?.(err);
      throw err;
    }
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} size={props.size} centered>
      {props.notice && <Box mb="sm">{props.notice}</Box>}
      <Group justify="flex-end" mb="sm">
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
          {label('Add', 'add')}
        </Button>
      </Group>
      {'query' in list ? (
        <QueryPagedTable {...table} query={list.query} onPage={list.onPage} />
      ) : (
        <PagedTable {...table} rows={list.rows} rowStyle={list.rowStyle} />
      )}
      {props.footer}
      <RestaurantFormModal
        key={item?._id ?? 'new'}
        opened={!!editing}
        onClose={() => setEditing(null)}
        restaurant={restaurant}
        item={item}
        title={item ? label('Edit', 'edit') : label('Add', 'create')}
        form={form}
        save={submit}
        successMessage={(item ? messages.updated : messages.created) ?? messages.saved ?? 'Saved'}
      />
    </Modal>
  );
}

/**
 * The add/edit form of one of a restaurant's things (a tip, a category, an extra): the contract's add or edit body,
 * with the restaurant (and, editing, the item's id) sent beside the fields.
 */
export function RestaurantFormModal<T extends { _id: string }, V extends Values>(props: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  item: T | undefined;
  title: string;
  form: ListModalForm<T, V>;
  save: (values: Values) => Promise<{ Message?: string }>;
  successMessage: string;
}) {
  const { form, item, restaurant } = props;
  return (
    <EntityFormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={form.size}
      schema={
        (item
          ? (form.schemas.edit ?? z.extend(form.schemas.create as z.ZodMiniObject, { id: objectId }))
          : form.schemas.create) as z.core.$ZodType<Values>
      }
      hidden={form.hidden ? form.hidden(item, restaurant) : { restaurant, ...(item ? { id: item._id } : {}) }}
      initialValues={form.values(item)}
      successMessage={props.successMessage}
      submit={props.save}
    >
      {(f) => form.fields(f, item)}
    </EntityFormModal>
  );
}
