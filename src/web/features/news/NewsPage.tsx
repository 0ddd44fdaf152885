import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWS_MESSAGES, type NewsItem } from '../../../contract/news';
import { PagedTable, type Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { DeleteAction, deleteRecord, EditAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { dateTime } from '../../lib/format';
import { newsQuery, useDeleteNews } from './api';
import { NewsFormModal } from './NewsFormModal';

interface NewsPageProps {
  page: number;
  onPage: (page: number) => void;
}

/** /news: the news feeds of the customer apps. */
export function NewsPage({ page, onPage }: NewsPageProps) {
  const query = useQuery(newsQuery(page));
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<{ item?: NewsItem } | null>(null);

  const onDelete = (item: NewsItem) =>
    deleteRecord({
      title: 'Delete news',
      remove: () => remove.mutateAsync(item._id),
      deleted: NEWS_MESSAGES.deleted,
      // The last row of a page is gone: show the page before it.
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onPage(page - 1),
    });

  const columns: Column<NewsItem>[] = [
    { key: 'image', header: 'Image', width: 72, render: (n) => <Thumbnail src={n.image} alt={n.name} /> },
    { key: 'name', header: 'Name', role: 'primary', render: (n) => <Text fw={500}>{n.name}</Text> },
    {
      key: 'description',
      header: 'Description',
      render: (n) => (
        <Text size="sm" lineClamp={2} maw={520}>
          {n.description || '—'}
        </Text>
      ),
    },
    { key: 'gallery', header: 'Gallery', align: 'center', render: (n) => <Badge variant="light" color={n.galleryimages.length ? 'blue' : 'gray'}>{n.galleryimages.length}</Badge> },
    { key: 'date', header: 'Published', render: (n) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{dateTime(n.createdAt)}</Text> },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (n) => (
        <RowActions>
          <EditAction name={n.name} onClick={() => setEditing({ item: n })} />
          <DeleteAction name={n.name} onClick={() => onDelete(n)} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageTitle title="News Feeds" count={query.data?.meta.total}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add News
        </Button>
      </PageTitle>
      <PagedTable
        caption="News feeds"
        columns={columns}
        rows={query.data?.data}
        rowKey={(n) => n._id}
        meta={query.data?.meta}
        onPage={onPage}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty="No news yet"
      />
      <NewsFormModal item={editing?.item} opened={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
