/**
 * The list-and-form screen of one entity (issue 12), made of the shared blocks: the title with its total and
 * actions, an optional search or tabs, the paged table with Edit/Delete on each row, the create/edit form in a
 * modal, and a delete that asks first and steps back a page when it removed the page's last row.
 * A screen gives only its columns and its form's fields.
 */
import { Button, type MantineSize } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import type { PageMeta } from '../../contract/common';
import type { ResponseOf } from '../../contract/endpoint';
import type { ListParams, Resource, ResourceApi, Saved } from '../lib/resource';
import { EntityFormModal } from './EntityFormModal';
import type { Column } from './PagedTable';
import { PageTitle } from './PageTitle';
import { QueryPagedTable } from './QueryPagedTable';
import { DeleteAction, deleteRecord, EditAction, RowActions } from './RowActions';

type Values = Record<string, unknown>;
/** The item of a resource's list. */
export type ItemOf<R extends ResourceApi> = ResponseOf<R['fetch']> extends { data: (infer T)[] } ? T : never;

/** The create/edit form of a list: titles, the fields' values from an item (or blank), and the fields themselves. */
export interface CrudForm<T, V extends Values> {
  titles: { create: string; edit: string };
  /** The form's values: from the item being edited, or blank ones for a new item (never the id). */
  values: (item: T | undefined) => V;
  fields: (form: UseFormReturnType<V>, item: T | undefined) => ReactNode;
  size?: MantineSize;
  /** Called when a save fails (after the form shows it), e.g. to also notify. */
  onError?: (err: unknown) => void;
}

export interface CrudListPageProps<R extends ResourceApi, K extends string, V extends Values> {
  resource: Resource<R, K>;
  /** The list's filters and page, as the route's search gives them. */
  params: ListParams<R>;
  page: number;
  onPage: (page: number) => void;
  title: ReactNode;
  /** The table's accessible caption. */
  caption: string;
  empty: ReactNode;
  /** Columns before the Action column. */
  columns: Column<ItemOf<R>>[];
  /** The row's name in its buttons' accessible names ('Edit Summer menu'). */
  rowName: (row: ItemOf<R>) => string;
  /** The spec's notices (used when an answer carries no Message). */
  messages: { created?: string; updated?: string; deleted?: string };
  /** 'Delete news': the delete confirmation's title; without it rows have no Delete. */
  deleteTitle?: string;
  /** The delete confirmation's text (default 'Are you sure you want to delete record?'). */
  deleteMessage?: string;
  /** 'Add News': the add button's label; without it there is no add button. */
  addLabel?: string;
  /** The create/edit form; without it rows have no Edit. */
  form?: CrudForm<ItemOf<R>, V>;
  /** More in the title row (a search box, links), left of the add button. */
  actions?: ReactNode;
  /** Between the title and the table (status tabs, a filter). */
  above?: ReactNode;
  /** More buttons in each row's Action cell, before Edit and Delete. */
  rowActions?: (row: ItemOf<R>) => ReactNode;
  onRowClick?: (row: ItemOf<R>) => void;
}

/** Every listed item has its `_id`. */
const idOf = (row: unknown) => (row as { _id: string })._id;

export function CrudListPage<R extends ResourceApi, const K extends string, V extends Values>(props: CrudListPageProps<R, K, V>) {
  const { resource, params, page, onPage, form, rowName } = props;
  const query = useQuery(resource.listQuery(params)) as UseQueryResult<{ data: ItemOf<R>[]; meta?: PageMeta }>;
  const save = resource.useSave();
  const remove = resource.useRemove();
  const [editing, setEditing] = useState<{ item?: ItemOf<R> } | null>(null);

  const onDelete = (row: ItemOf<R>, title: string) =>
    deleteRecord({
      title,
      message: props.deleteMessage,
      remove: () => remove.mutateAsync(idOf(row)),
      deleted: props.messages.deleted ?? 'Deleted',
      // The last row of a page is gone: show the page before it.
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onPage(page - 1),
    });

  const hasActions = !!(props.rowActions || form || props.deleteTitle);
  const columns: Column<ItemOf<R>>[] = [
    ...props.columns,
    ...(hasActions
      ? [
          {
            key: 'actions',
            header: 'Action',
            role: 'actions' as const,
            align: 'right' as const,
            render: (row: ItemOf<R>) => (
              <RowActions>
                {props.rowActions?.(row)}
                {form && <EditAction name={rowName(row)} onClick={() => setEditing({ item: row })} />}
                {props.deleteTitle && <DeleteAction name={rowName(row)} onClick={() => onDelete(row, props.deleteTitle!)} />}
              </RowActions>
            ),
          },
        ]
      : []),
  ];

  const submit = async (values: Saved<R>): Promise<{ Message?: string }> => {
    try {
      return (await save.mutateAsync(values)) as { Message?: string };
    } catch (err) {
      form?.onError?.(err);
      throw err;
    }
  };
  const item = editing?.item;
  const schema = (item ? resource.api.edit?.body : resource.api.add?.body) as z.ZodType<Saved<R>> | undefined;

  return (
    <>
      <PageTitle title={props.title} count={query.data?.meta?.total ?? query.data?.data.length}>
        {(props.actions || props.addLabel) && (
          <>
            {props.actions}
            {props.addLabel && form && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
                {props.addLabel}
              </Button>
            )}
          </>
        )}
      </PageTitle>
      {props.above}
      <QueryPagedTable caption={props.caption} query={query} columns={columns} rowKey={idOf} onPage={onPage} empty={props.empty} onRowClick={props.onRowClick} />
      {form && schema && (
        <EntityFormModal
          key={item ? idOf(item) : 'new'}
          opened={!!editing}
          onClose={() => setEditing(null)}
          title={item ? form.titles.edit : form.titles.create}
          size={form.size}
          schema={schema}
          initialValues={form.values(item)}
          hidden={item ? { [resource.idKey]: idOf(item) } : undefined}
          submit={submit}
          successMessage={(item ? props.messages.updated : props.messages.created) ?? 'Saved'}
        >
          {(f) => form.fields(f, item)}
        </EntityFormModal>
      )}
    </>
  );
}
