import { TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TAG_MESSAGES } from '../../../contract/tags/routes';
import type { TagItem } from '../../../contract/tags/schemas';
import { nameColumn } from '../../components/cells';
import { addEditTitles, CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { ApiError } from '../../lib/api-client';
import type { ListPageProps } from '../../lib/list-search';
import { notifyError } from '../../lib/notify';
import { tagsResource } from './api';

const columns: Column<TagItem>[] = [nameColumn((t) => t.name)];

const form: CrudForm<TagItem, { name: string }> = {
  titles: addEditTitles('Tag'),
  values: (t) => ({ name: t?.name ?? '' }),
  fields: (f) => <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />,
  // The spec's error catalogue: a tag refused with status 400 shows an error notice with its Message.
  onError: (err) => err instanceof ApiError && err.status === 400 && notifyError(err.message),
};

/** /tags: the tag vocabulary, 25 a page; a row opens /tag?id=&name=. */
export function TagsPage(props: ListPageProps) {
  const navigate = useNavigate();
  const open = (t: TagItem) => navigate({ to: '/tag', search: { id: t._id, name: t.name } });
  return (
    <CrudListPage
      {...props}
      resource={tagsResource}
      title="Tags"
      noun="Tag"
      messages={TAG_MESSAGES}
      columns={columns}
      rowName={(t) => t.name}
      form={form}
      onRowClick={open}
    />
  );
}
