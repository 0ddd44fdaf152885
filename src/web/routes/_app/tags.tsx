import { createFileRoute } from '@tanstack/react-router';
import { tagsResource } from '../../features/tags/api';
import { TagsPage } from '../../features/tags/TagsPage';
import { listLoader, listPage, listRoute } from '../../lib/list-route';

export const Route = createFileRoute('/_app/tags')({
  ...listRoute(),
  loader: listLoader(tagsResource.listQuery),
  component: listPage(TagsPage),
});
