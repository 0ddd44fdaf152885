import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from '../../lib/search-params';
import { tagDetailQuery } from '../../features/tags/api';
import { TagDetailPage } from '../../features/tags/TagDetailPage';
import { requireRole } from '../../lib/guards';

export const Route = createFileRoute('/_app/tag')({
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9a-f]{24}$/i)
      .optional()
      .catch(undefined),
    name: z.string().max(200).optional().catch(undefined),
  }),
  beforeLoad: ({ search }) => {
    requireRole(['Admin']);
    if (!search.id) throw redirect({ to: '/tags' });
  },
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(tagDetailQuery(deps.id)),
  component: function TagRoute() {
    const { id = '', name = '' } = Route.useSearch();
    return <TagDetailPage id={id} name={name} />;
  },
});
