import { Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { TAG_MESSAGES, type TagItem } from '../../../contract/tags';
import { CrudListPage, type CrudForm } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { tagsResource } from './api';

const columns: Column<TagItem>[] = [{ key: 'name', header: 'Name', role: 'primary', render: (t) => <Text fw={500}>{t.name}</Text> }];

const form: CrudForm<TagItem, { name: string }> = {
  titles: { create: 'Add Tag', edit: 'Edit Tag' },
  values: (t) => ({ name: t?.name ?? '' }),
  fields: (f) => <TextInput label="Name" withAsterisk autoComplete="off" data-autofocus {...f.getInputProps('name')} />,
  // Spec part 2, section 8: a tag refused with status 400 shows an error notice with its Message.
  onError: (err) => err instanceof ApiError && err.status === 400 && notifyError(err.message),
};

/** /tags: the tag vocabulary, 25 a page; a row opens /tag?id=&name=. */
export function TagsPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const navigate = useNavigate();
  return (
    <CrudListPage
      resource={tagsResource}
      params={{ page }}
      page={page}
      onPage={onPage}
      title="Tags"
      caption="Tags"
      empty={TAG_MESSAGES.empty}
      columns={columns}
      rowName={(t) => t.name}
      messages={TAG_MESSAGES}
      addLabel="Add Tag"
      deleteTitle="Delete tag"
      form={form}
      onRowClick={(t) => navigate({ to: '/tag', search: { id: t._id, name: t.name } })}
    />
  );
}
