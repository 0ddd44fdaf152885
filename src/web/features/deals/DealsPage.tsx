import { Alert, Badge, Button, Code, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DEAL_MESSAGES, type Deal, type DealStatus } from '../../../contract/deals';
import { confirmAction } from '../../components/confirm';
import { ButtonLink } from '../../components/links';
import { PagedTable, type Column } from '../../components/PagedTable';
import { PageTitle } from '../../components/PageTitle';
import { DeleteAction, deleteRecord, EditAction, RowAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { money } from '../../lib/format';
import { zonedDay } from '../../lib/zoned';
import { notifyPushOutcome } from '../../lib/push-outcome';
import { dealByIdQuery, dealsQuery, useDeleteDeal, usePushDeal } from './api';
import { DealFormModal } from './DealFormModal';

// The charts library comes only when a statistics modal is opened.
const DealStatsModal = lazy(() => import('./DealStatsModal'));

export interface DealsSearch {
  status: DealStatus;
  page: number;
  /** A deal to open for editing (the restaurant list links to /deals?id={dealId}&status={status}). */
  id?: string;
}

interface DealsPageProps extends DealsSearch {
  /** /customdeals: custom deals with promo codes, without the personal view. */
  custom: boolean;
  onSearch: (s: DealsSearch) => void;
}

const STATUS_LABELS: Record<DealStatus, string> = { active: 'Active', upcoming: 'Upcoming', personal: 'Personal', expired: 'Expired' };
/** A deal's days are the platform's (its time zone), whatever the browser's zone (newuser, issue 13). */
const day = (iso: string) => zonedDay(iso, 'DD/MM/YYYY');
/** Badges in narrow columns keep their whole word instead of an ellipsis. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

/** /deals and /customdeals: status views, form, statistics chart and a Push button per row. */
export function DealsPage({ custom, status, page, id, onSearch }: DealsPageProps) {
  const query = useQuery(dealsQuery(custom, status, page));
  const remove = useDeleteDeal();
  const push = usePushDeal();
  const [editing, setEditing] = useState<{ deal?: Deal } | null>(null);
  const [charting, setCharting] = useState<Deal | null>(null);

  // A deal named in the URL: from the page on screen, else looked for in its view.
  const shown = query.data?.data.find((d) => d._id === id);
  const linked = useQuery({ ...dealByIdQuery(custom, status, id ?? ''), enabled: !!id && !shown && !!query.data });
  const linkedDeal = id ? (shown ?? linked.data ?? undefined) : undefined;
  const formDeal = editing ? editing.deal : linkedDeal;
  const closeForm = () => {
    setEditing(null);
    if (id) onSearch({ status, page });
  };

  const onDelete = (deal: Deal) =>
    deleteRecord({
      title: 'Delete deal',
      remove: () => remove.mutateAsync(deal._id),
      deleted: DEAL_MESSAGES.deleted,
      onDeleted: () => query.data?.data.length === 1 && page > 1 && onSearch({ status, page: page - 1 }),
    });

  async function onPush(deal: Deal) {
    const who = deal.isexclusive ? `its ${deal.exclusiveusers.length} exclusive user(s)` : 'every customer';
    if (!(await confirmAction({ title: 'Push deal', message: `Are you sure you want to push "${deal.name}" to the devices of ${who}?`, confirmLabel: 'Push' }))) return;
    try {
      notifyPushOutcome({ answer: await push.mutateAsync(deal._id) });
    } catch (error) {
      notifyPushOutcome({ error });
    }
  }

  const columns: Column<Deal>[] = [
    { key: 'image', header: 'Image', width: 72, render: (d) => <Thumbnail src={d.image} alt={d.name} /> },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (d) => (
        <Stack gap={0}>
          <Text fw={500}>{d.name}</Text>
          {d.header && <Text size="xs" c="dimmed">{d.header}</Text>}
        </Stack>
      ),
    },
    ...(custom ? [{ key: 'promo', header: 'Promo code', render: (d: Deal) => <Code fz="sm">{d.promocode}</Code> }] : []),
    { key: 'type', header: 'Type', render: (d) => <Badge variant="light" color={d.type === 'truck' ? 'grape' : 'cyan'} styles={WHOLE_LABEL}>{d.type === 'truck' ? 'Truck' : 'Market'}</Badge> },
    { key: 'price', header: 'Price', align: 'right', render: (d) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{money(d.price)}</Text> },
    {
      key: 'dates',
      header: 'Period',
      render: (d) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {day(d.startdate)}
          <br />
          <Text span size="xs" c="dimmed">
            to {day(d.enddate)}
          </Text>
        </Text>
      ),
    },
    { key: 'redeemed', header: 'Redeemed', align: 'right', render: (d) => d.Redeemed },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <Badge color={d.status === 'active' ? 'green' : 'red'} variant="filled" styles={WHOLE_LABEL}>
          {STATUS_LABELS[d.status]}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (d) => (
        <RowActions>
          <RowAction label={`Statistics of ${d.name}`} tooltip="Statistics" color="grape" icon={<IconChartBar size={18} />} onClick={() => setCharting(d)} />
          <RowAction
            label={`Push ${d.name}`}
            tooltip={d.status === 'expired' ? 'Expired deals cannot be pushed' : 'Push'}
            color="teal"
            icon={<IconSend size={18} />}
            disabled={d.status === 'expired'}
            loading={push.isPending && push.variables === d._id}
            onClick={() => onPush(d)}
          />
          <EditAction name={d.name} onClick={() => setEditing({ deal: d })} />
          <DeleteAction name={d.name} onClick={() => onDelete(d)} />
        </RowActions>
      ),
    },
  ];

  const statuses: DealStatus[] = custom ? ['active', 'upcoming', 'expired'] : ['active', 'upcoming', 'personal', 'expired'];
  return (
    <>
      <PageTitle title={custom ? 'Custom Deals' : 'Deals'} count={query.data?.meta.total}>
        <Group gap="sm">
          <ButtonLink to={custom ? '/deals' : '/customdeals'} variant="default">
            {custom ? 'Deals' : 'Custom Deals'}
          </ButtonLink>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
            {custom ? 'Add Custom Deal' : 'Add Deal'}
          </Button>
        </Group>
      </PageTitle>
      <SegmentedControl
        mb="md"
        aria-label="Status"
        value={status}
        onChange={(s) => onSearch({ status: s as DealStatus, page: 1 })}
        data={statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      {id && linked.data === null && (
        <Alert color="yellow" mb="md" withCloseButton onClose={() => onSearch({ status, page })} title={DEAL_MESSAGES.notFound}>
          No {STATUS_LABELS[status].toLowerCase()} deal has the id {id}. It may have been deleted or moved to another status.
        </Alert>
      )}
      <PagedTable
        caption={custom ? 'Custom deals' : 'Deals'}
        columns={columns}
        rows={query.data?.data}
        rowKey={(d) => d._id}
        meta={query.data?.meta}
        onPage={(p) => onSearch({ status, page: p })}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        empty={DEAL_MESSAGES.empty}
      />
      <DealFormModal key={formDeal?._id ?? 'new'} deal={formDeal} custom={formDeal?.iscustom ?? custom} opened={!!editing || !!linkedDeal} onClose={closeForm} />
      {charting && (
        <Suspense fallback={null}>
          <DealStatsModal deal={charting} onClose={() => setCharting(null)} />
        </Suspense>
      )}
    </>
  );
}
