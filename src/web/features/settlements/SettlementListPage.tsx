import { Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SettlementRestaurant } from '../../../contract/settlements/schemas';
import { PageTitle } from '../../components/PageTitle';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { isoDateTime } from '../../lib/format';
import { settlementRestaurantsQuery } from './api';

const columns: Column<SettlementRestaurant>[] = [
  { key: 'name', header: 'Restaurant', role: 'primary', render: (r) => r.Name },
  {
    key: 'setup',
    header: 'Setup',
    align: 'center',
    render: (r) =>
      r.ZTLAccountNumber ? (
        <ThemeIcon color="green" variant="light" radius="xl" size="sm" aria-label="Payout account set up">
          <IconCheck size={14} />
        </ThemeIcon>
      ) : (
        <ThemeIcon color="red" variant="light" radius="xl" size="sm" aria-label="No payout account">
          <IconX size={14} />
        </ThemeIcon>
      ),
  },
  { key: 'last', header: 'Last Payout', render: (r) => (r.LastPayout ? isoDateTime(r.LastPayout) : '') },
  { key: 'next', header: 'Next Payout', render: (r) => r.NextPayout ?? '' },
];

/** 'Settlements': restaurants with their payout setup, last and next payout; the page number lives in the URL hash. */
export function SettlementListPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useQuery(settlementRestaurantsQuery(page));
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <PageTitle title="Settlements" count={query.data?.meta.total} />
      <QueryPagedTable
        query={query}
        columns={columns}
        rowKey={(r) => r._id}
        onPage={onPage}
        empty="No restaurant yet"
        caption="Settlements"
        onRowClick={(r) => void navigate({ to: '/settlement-restaurant', search: { id: r._id, name: r.Name } })}
      />
    </Stack>
  );
}
