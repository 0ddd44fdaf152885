import { Alert, Badge, Code, SegmentedControl, Text } from '@mantine/core';
import { IconChartBar, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DEAL_MESSAGES, type DealStatus } from '../../../contract/deals/routes';
import type { Deal } from '../../../contract/deals/schemas';
import { imageColumn, nameColumn, NoWrap } from '../../components/cells';
import { confirmAction } from '../../components/confirm';
import { ButtonLink } from '../../components/links';
import { CrudListPage } from '../../components/CrudListPage';
import type { Column } from '../../components/PagedTable';
import { RowAction } from '../../components/RowActions';
import { formatAmount, shortDay } from '../../lib/format';
import { notifyPushOutcome } from '../../lib/push-outcome';
import type { ListPageProps } from '../../lib/list-search';
import { dealByIdQuery, dealListParams, dealsResource, usePushDeal } from './api';
import { dealForm } from './DealForm';
import type { DealsSearch } from './search';

// The charts library comes only when a statistics modal is opened.
const DealStatsModal = lazy(() => import('./DealStatsModal'));

interface DealsPageProps extends ListPageProps<DealsSearch> {
  /** /customdeals: custom deals with promo codes, without the personal view. */
  custom: boolean;
}

const STATUS_LABELS: Record<DealStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  personal: 'Personal',
  expired: 'Expired',
};
/** A deal's days are the platform's (its time zone), whatever the browser's zone. */
/** Badges in narrow columns keep their whole word instead of an ellipsis. */
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

const columns = (custom: boolean): Column<Deal>[] => [
  imageColumn(
    (d) => d.image,
    (d) => d.name,
  ),
  nameColumn(
    (d) => d.name,
    (d) =>
      d.header && (
        <Text size="xs" c="dimmed">
          {d.header}
        </Text>
      ),
  ),
  ...(custom ? [{ key: 'promo', header: 'Promo code', render: (d: Deal) => <Code fz="sm">{d.promocode}</Code> }] : []),
  {
    key: 'type',
    header: 'Type',
    render: (d) => (
      <Badge variant="light" color={d.type === 'truck' ? 'grape' : 'cyan'} styles={WHOLE_LABEL}>
        {d.type === 'truck' ? 'Truck' : 'Market'}
      </Badge>
    ),
  },
  { key: 'price', header: 'Price', align: 'right', render: (d) => <NoWrap>{formatAmount(d.price, 'DKK')}</NoWrap> },
  {
    key: 'dates',
    header: 'Period',
    render: (d) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {shortDay(d.startdate)}
        <br />
        <Text span size="xs" c="dimmed">
          to {shortDay(d.enddate)}
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
];

/** /deals and /customdeals: status views, form, statistics chart and a Push button per row. */
function DealsPage({ custom, search, onSearch }: DealsPageProps) {
  const { status, page, id } = search;
  const params = dealListParams(custom, search);
  const query = useQuery(dealsResource.listQuery(params));
  const push = usePushDeal();
  const [charting, setCharting] = useState<Deal | null>(null);

  // A deal named in the URL: from the page on screen, else looked for in its view.
  const shown = query.data?.data.find((d) => d._id === id);
  const linked = useQuery({ ...dealByIdQuery(custom, status, id ?? ''), enabled: !!id && !shown && !!query.data });
  const linkedDeal = id ? (shown ?? linked.data ?? undefined) : undefined;

  async function onPush(deal: Deal) {
    const who = deal.isexclusive ? `its ${deal.exclusiveusers.length} exclusive user(s)` : 'every customer';
    if (
      !(await confirmAction({
        title: 'Push deal',
        message: `Are you sure you want to push "${deal.name}" to the devices of ${who}?`,
        confirmLabel: 'Push',
      }))
    )
      return;
    try {
      notifyPushOutcome({ answer: await push.mutateAsync(deal._id) });
    } catch (error) {
      notifyPushOutcome({ error });
    }
  }

  const rowActions = (d: Deal) => (
    <>
      <RowAction
        label={`Statistics of ${d.name}`}
        tooltip="Statistics"
        color="grape"
        icon={<IconChartBar size={18} />}
        onClick={() => setCharting(d)}
      />
      <RowAction
        label={`Push ${d.name}`}
        tooltip={d.status === 'expired' ? 'Expired deals cannot be pushed' : 'Push'}
        color="teal"
        icon={<IconSend size={18} />}
        disabled={d.status === 'expired'}
        loading={push.isPending && push.variables === d._id}
        onClick={() => onPush(d)}
      />
    </>
  );
  const statuses: DealStatus[] = custom
    ? ['active', 'upcoming', 'expired']
    : ['active', 'upcoming', 'personal', 'expired'];
  const above = (
    <>
      <SegmentedControl
        mb="md"
        aria-label="Status"
        value={status}
        onChange={(s) => onSearch({ status: s as DealStatus, page: 1 })}
        data={statuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      {id && linked.data === null && (
        <Alert
          color="yellow"
          mb="md"
          withCloseButton
          onClose={() => onSearch({ status, page })}
          title={DEAL_MESSAGES.notFound}
        >
          No {STATUS_LABELS[status].toLowerCase()} deal has the id {id}. It may have been deleted or moved to another
          status.
        </Alert>
      )}
    </>
  );
  const other = (
    <ButtonLink to={custom ? '/deals' : '/customdeals'} variant="default">
      {custom ? 'Deals' : 'Custom Deals'}
    </ButtonLink>
  );
  return (
    <>
      <CrudListPage
        search={search}
        onSearch={onSearch}
        params={params}
        resource={dealsResource}
        title={custom ? 'Custom Deals' : 'Deals'}
        noun={custom ? 'Custom Deal' : 'Deal'}
        deleteTitle="Delete deal"
        messages={DEAL_MESSAGES}
        columns={columns(custom)}
        rowName={(d) => d.name}
        form={dealForm(custom)}
        open={linkedDeal}
        onFormClose={() => id && onSearch({ status, page })}
        actions={other}
        above={above}
        rowActions={rowActions}
      />
      {charting && (
        <Suspense fallback={null}>
          <DealStatsModal deal={charting} onClose={() => setCharting(null)} />
        </Suspense>
      )}
    </>
  );
}

/** /deals and /customdeals. */
export const RegularDealsPage = (props: ListPageProps<DealsSearch>) => <DealsPage custom={false} {...props} />;
export const CustomDealsPage = (props: ListPageProps<DealsSearch>) => <DealsPage custom {...props} />;
