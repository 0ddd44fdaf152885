import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettlementLog } from '../../../contract/settlements/schemas';
import { BackTitle } from '../../components/BackTitle';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { ApiError } from '../../lib/api-client';
import { formatAmount, isoDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { confirmAction } from '../../components/confirm';
import { fetchSettlementPreview, settlementDetailsQuery, settlementLogsQuery, useRunSettlement } from './api';
import { SetupSettlementModal } from './SetupSettlementModal';

const STATUS_COLOR: Record<string, string> = { paid: 'green', pending: 'yellow', failed: 'red' };

const columns: Column<SettlementLog>[] = [
  { key: 'date', header: 'Initiate Date', role: 'primary', render: (l) => isoDateTime(l.Date) },
  { key: 'start', header: 'Start Date', render: (l) => l.StartDate },
  { key: 'end', header: 'End Date', render: (l) => l.EndDate },
  { key: 'amount', header: 'Amount', align: 'right', render: (l) => `DKK ${formatAmount(l.Amount)}` },
  {
    key: 'status',
    header: 'Status',
    render: (l) => (
      <Badge color={STATUS_COLOR[l.Status] ?? 'gray'} variant="light" title={l.note}>
        {l.Status}
      </Badge>
    ),
  },
];

export function SettlementRestaurantPage({
  id,
  name,
  page,
  onPage,
}: {
  id: string;
  name: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const details = useQuery(settlementDetailsQuery(id));
  const logs = useQuery(settlementLogsQuery(id, page));
  const run = useRunSettlement(id);
  const [setupOpen, setSetupOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const r = details.data;
  const failed = (err: unknown) => notifyError(err instanceof ApiError ? err.message : 'The settlement failed');
  // Money leaves the platform: the amount and period are named and confirmed before the run.
  async function settleNow() {
    setAsking(true);
    try {
      const p = await fetchSettlementPreview(id);
      setAsking(false);
      const sum = `${p.currency} ${formatAmount(p.Amount)}`;
      const yes = await confirmAction({
        title: 'Settle now',
        message: `Pay out ${sum} to ${name} for ${p.StartDate} – ${p.EndDate}? The money is sent to the restaurant's payout account.`,
        confirmLabel: `Pay out ${sum}`,
        danger: true,
      });
      if (yes) run.mutate(p.Amount, { onSuccess: (a) => notifySuccess(a.Message), onError: failed });
    } catch (err) {
      failed(err);
    } finally {
      setAsking(false);
    }
  }
  return (
    <Stack gap="md">
      <BackTitle title={`Settlement for ${name}`}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            disabled={!r?.ZTLAccountNumber}
            loading={run.isPending || asking}
            onClick={() => void settleNow()}
          >
            Settle now
          </Button>
          <Button leftSection={<IconSettings size={16} />} onClick={() => setSetupOpen(true)}>
            Setup
          </Button>
        </Group>
      </BackTitle>
      {r && (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              IBAN
            </Text>
            <Text fw={600}>{r.IBAN || '—'}</Text>
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Payout Schedule
            </Text>
            <Text fw={600}>{r.SettlementSchedule ? `Every ${r.SettlementSchedule}` : '—'}</Text>
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Last Payout
            </Text>
            <Text fw={600}>{r.LastPayout ? isoDateTime(r.LastPayout) : '—'}</Text>
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              Next Payout
            </Text>
            <Text fw={600}>{r.NextPayout ?? '—'}</Text>
          </Paper>
        </SimpleGrid>
      )}
      <Title order={3}>Settlements Logs</Title>
      <QueryPagedTable
        query={logs}
        columns={columns}
        rowKey={(l) => l._id}
        onPage={onPage}
        empty="No settlements yet"
        caption="Settlements Logs"
      />
      <SetupSettlementModal restaurant={r} id={id} opened={setupOpen} onClose={() => setSetupOpen(false)} />
    </Stack>
  );
}
