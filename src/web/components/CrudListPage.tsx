/**
 * The list-and-form screen of one entity, made of the shared blocks: the title with its total and
 * actions, an optional search box or status tabs, the paged table with Edit/Delete on each row, the create/edit form
 * in a modal, and a delete that asks first and steps back a page when it removed the page's last row.
 * A screen gives only its words, its columns and its form's fields:
 *
 *   <CrudListPage {...props} resource={newsResource} title="News Feeds" noun="News" messages={NEWS_MESSAGES} columns={columns} rowName={(n) => n.name} form={form} />
 */
import { Button, Group, type MantineSize } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { PageMeta } from '../../contract/common';
import type { ResponseOf } from '../../contract/endpoint';
import type { ListPageProps, ListSearch } from '../lib/list-search';
import type { ListParams, Resource, ResourceApi, Saved } from '../lib/resource';
import { EntityFormModal } from './EntityFormModal';
import type { Column } from './PagedTable';
import { PageTitle } from './PageTitle';
import { QueryPagedTable } from './QueryPagedTable';
import { actionsColumn, deleteRecord, stepBack } from './RowActions';
import { SearchBox } from './SearchBox';
import { StatusTabs } from './StatusTabs';

type Values = Record<string, unknown>;
/** The item of a resource's list. */
type ItemOf<R extends ResourceApi> = ResponseOf<R['fetch']> extends { data: (infer T)[] } ? T : never;

/** The create/edit form of a list: the fields' values from an item (or blank), and the fields themselves. */
export interface CrudForm<T, V extends Values> {
  /** Default: 'Create {noun}' / 'Update {noun}' (`addEditTitles` gives 'Add …' / 'Edit …'). */
  titles?: { create: string; edit: string | ((item: T) => string) };
  /** The form's values: from the item being edited, or blank ones for a new item (never the id). */
  values: (item: T | undefined) => V;
  fields: (form: UseFormReturnType<V>, item: T | undefined) => ReactNode;
  size?: MantineSize;
  /** Called when a save fails (after the form shows it), e.g. to also notify. */
  onError?: (err: unknown) => void;
}

/** The titles of forms the spec calls 'Add Perk' / 'Edit Perk'. */
export const addEditTitles = (noun: string) => ({ create: `Add ${noun}`, edit: `Edit ${noun}` });

/** 'Push Notifications' → 'Push notifications': a table's caption from its page's title. */
const sentenceCase = (title: string) => title.replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`);

interface CrudListPageProps<
  R extends ResourceApi,
  K extends string,
  V extends Values,
  S extends ListSearch,
> extends ListPageProps<S> {
  resource: Resource<R, K>;
  /** The list's filters when they are not the search itself (default: the search, page included). */
  params?: ListParams<R>;
  title: string;
  /** The table's accessible caption (default: the title in sentence case). */
  caption?: string;
  /** What one row is ('News', 'Push Notification'): gives 'Add {noun}', 'Delete {noun}' and the form's titles. */
  noun: string;
  /** The spec's notices (used when an answer carries no Message) and the empty list's text. */
  messages: { created?: string; updated?: string; deleted?: string; empty?: string };
  /** The empty list's text when it is not `messages.empty`. */
  empty?: ReactNode;
  /** Columns before the Action column. */
  columns: Column<ItemOf<R>>[];
  /** The row's name in its buttons' accessible names ('Edit Summer menu'). */
  rowName: (row: ItemOf<R>) => string;
  /** The delete confirmation's title when it is not 'Delete {noun}'. */
  deleteTitle?: string;
  /** The delete confirmation's text (default 'Are you sure you want to delete record?'); rows have Delete when the resource can delete. */
  deleteMessage?: string;
  /** The create/edit form; without it rows have no Edit and there is no add button. */
  form?: CrudForm<ItemOf<R>, V>;
  /** A form that is a window of its own (a map, pickers), instead of `form`: shown while adding or editing. */
  formModal?: (state: { item: ItemOf<R> | undefined; onClose: () => void }) => ReactNode;
  /** An item to edit that the page chose (e.g. named in the URL); `onFormClose` is told when its form closes. */
  open?: ItemOf<R>;
  onFormClose?: () => void;
  /** Status tabs above the table, bound to the search's `status`. */
  statuses?: { list: readonly NonNullable<S['status']>[]; labels: Record<NonNullable<S['status']>, string> };
  /** A search box in the title row, bound to the search's `key` ('Search by email'). */
  searchLabel?: string;
  /** More in the title row (a link), left of the add button. */
  actions?: ReactNode;
  /** Between the title and the table (a filter, a notice). */
  above?: ReactNode;
  /** More buttons in each row's Action cell, before Edit and Delete. */
  rowActions?: (row: ItemOf<R>) => ReactNode;
  /** The actions column's heading, when not "Action" (promos and stamps say "Actions"). */
  actionsHeader?: string;
  onRowClick?: (row: ItemOf<R>) => void;
}

/** Every listed item has its `_id`. */
const idOf = (row: unknown) => (row as { _id: string })._id;

export function CrudListPage<R extends ResourceApi, const K extends string, V extends Values, S extends ListSearch>(
  props: CrudListPageProps<R, K, V, S>,
) {
  const { resource, search, onSearch, form, rowName, noun } = props;
  const page = search.page;
  const query = useQuery(resource.listQuery(props.params ?? (search as ListParams<R>))) as UseQueryResult<{
    data: ItemOf<R>[];
    meta?: PageMeta;
  }>;
  const save = resource.useSave();
  const remove = resource.useRemove();
  const [editing, setEditing] = useState<{ item?: ItemOf<R> } | null>(null);
  const current = editing ?? (props.open ? { item: props.open } : null);
  const deletable = !!resource.api.delete;

  const onDelete = (row: ItemOf<R>) =>
    deleteRecord({
      title: props.deleteTitle ?? `Delete ${noun.toLowerCase()}`,
      message: props.deleteMessage,
      remove: () => remove.mutateAsync(idOf(row)),
      deleted: props.messages.deleted ?? 'Deleted',
      onDeleted: stepBack(query.data?.data, page, (p) => onSearch({ ...search, page: p })),
    });

  const editable = !!(form || props.formModal);
  const hasActions = !!(props.rowActions || editable || deletable);
  const actions = actionsColumn({
    name: rowName,
    header: props.actionsHeader,
    more: props.rowActions,
    onEdit: editable ? (item: ItemOf<R>) => setEditing({ item }) : undefined,
    onDelete: deletable ? onDelete : undefined,
  });
  const columns = hasActions ? [...props.columns, actions] : props.columns;

  const submit = async (values: Saved<R>): Promise<{ Message?: string }> => {
    try {
      return (await save.mutateAsync(values)) as { Message?: string };
    } catch (err) {
      form?.onError?.(err);
      throw err;
    }
  };
  const close = () => {
    setEditing(null);
    props.onFormClose?.();
  };
  const item = current?.item;
  const schema = (item ? resource.forms.editBody : resource.forms.createBody) as z.core.$ZodType<Saved<R>> | undefined;
  const titles = form?.titles ?? { create: `Create ${noun}`, edit: `Update ${noun}` };
  const searchBox = props.searchLabel && (
    <SearchBox
      label={props.searchLabel}
      value={search.key ?? ''}
      onSearch={(key) => onSearch({ ...search, key, page: 1 })}
    />
  );
  const addButton = editable && resource.api.add && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
      {`Add ${noun}`}
    </Button>
  );
  const titleActions = [searchBox, props.actions, addButton].filter(Boolean);
  const tabs = props.statuses && search.status && (
    <StatusTabs
      value={search.status}
      onChange={(status) => onSearch({ ...search, status, page: 1 })}
      statuses={props.statuses.list}
      labels={props.statuses.labels}
    />
  );

  return (
    <>
      <PageTitle title={props.title} count={query.data?.meta?.total ?? query.data?.data.length}>
        {titleActions.length > 1 ? (
          <Group gap="sm">
            {searchBox}
            {props.actions}
            {addButton}
          </Group>
        ) : (
          titleActions[0]
        )}
      </PageTitle>
      {props.above}
      {tabs}
      <QueryPagedTable
        caption={props.caption ?? sentenceCase(props.title)}
        query={query}
        columns={columns}
        rowKey={idOf}
        onPage={(p) => onSearch({ ...search, page: p })}
        empty={props.empty ?? props.messages.empty}
        onRowClick={props.onRowClick}
      />
      {current && props.formModal?.({ item, onClose: close })}
      {form && schema && (
        <EntityFormModal
          key={item ? idOf(item) : 'new'}
          opened={!!current}
          onClose={close}
          title={item ? (typeof titles.edit === 'function' ? titles.edit(item) : titles.edit) : titles.create}
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
