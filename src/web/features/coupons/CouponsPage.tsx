import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlus, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ItemOffer } from '../../../contract/coupons/item-offer';
import { COUPON_MESSAGES, COUPON_VIEWS, type CouponView } from '../../../contract/coupons/routes';
import type { Coupon } from '../../../contract/coupons/schemas';
import { imageColumn, nameColumn, NoWrap } from '../../components/cells';
import { confirmAction } from '../../components/confirm';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { PageTitle } from '../../components/PageTitle';
import { actionsColumn, deleteRecord, RowAction, stepBack } from '../../components/RowActions';
import { StatusTabs } from '../../components/StatusTabs';
import { ApiError } from '../../lib/api-client';
import { showAlert } from '../../components/alert';
import { shortDay } from '../../lib/format';
import { couponsQuery, useDeleteCoupon, usePushCoupon } from './api';
import { CouponFormModal } from './CouponFormModal';

const CouponStatsModal = lazy(() => import('./CouponStatsModal'));

const VIEW_LABELS: Record<CouponView, string> = {
  all: 'All',
  active: 'Active',
  upcoming: 'Upcoming',
  expired: 'Expired',
};
const STATUS_COLORS = { active: 'green', upcoming: 'blue', expired: 'red' } as const;

interface Props {
  view: CouponView;
  page: number;
  onView: (view: CouponView) => void;
  onPage: (page: number) => void;
}

/** /coupons/{status?}: coupons 10 a page (the page in the URL hash), with push, statistics and exclusive users. */
/** "2 × Draught beer: one free (Demo Bistro)". */
const offerRule = (o: ItemOffer) =>
  `${o.quantity} × ${o.item.name}: one ${o.percent === 100 ? 'free' : `${o.percent}% off`} (${o.restaurant.Name})`;

export function CouponsPage({ view, page, onView, onPage }: Props) {
  const query = useQuery(couponsQuery(view, page));
  const everything = useQuery(couponsQuery('all', 1));
  const remove = useDeleteCoupon();
  const push = usePushCoupon();
  const [editing, setEditing] = useState<{ coupon?: Coupon } | null>(null);
  const [charting, setCharting] = useState<Coupon | null>(null);

  const onDelete = (c: Coupon) =>
    deleteRecord({
      title: 'Delete coupon',
      remove: () => remove.mutateAsync(c._id),
      deleted: COUPON_MESSAGES.deleted,
      onDeleted: stepBack(query.data?.data, page, onPage),
    });

  async function onPush(c: Coupon) {
    const who = c.IsExclusive ? `its ${c.ExclusiveUsers.length} exclusive user(s)` : 'every customer';
    if (
      !(await confirmAction({
        title: 'Push coupon',
        message: `Are you sure you want to push "${c.Name}" to the devices of ${who}?`,
        confirmLabel: 'Push',
      }))
    )
      return;
    try {
      // The spec's error catalogue: a 200 alerts its Message, a 400 alerts the body.
      showAlert('Push coupon', (await push.mutateAsync(c._id)).Message);
    } catch (err) {
      showAlert('Push coupon', err instanceof ApiError ? { Message: err.message } : String(err));
    }
  }

  const columns: Column<Coupon>[] = [
    imageColumn(
      (c) => c.Thumbnail || c.Image,
      (c) => c.Name,
    ),
    nameColumn(
      (c) => c.Name,
      (c) => (
        <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
          {c.Text}
        </Text>
      ),
    ),
    { key: 'code', header: 'App Code', render: (c) => <Code fz="sm">{c.AppCode}</Code> },
    { key: 'start', header: 'Start Date', render: (c) => <NoWrap>{shortDay(c.StartDate)}</NoWrap> },
    { key: 'end', header: 'End Date', render: (c) => <NoWrap>{shortDay(c.EndDate)}</NoWrap> },
    { key: 'priority', header: 'Priority', align: 'right', render: (c) => c.Priority },
    { key: 'claimed', header: 'Claimed', align: 'right', render: (c) => c.Claimed },
    {
      key: 'kind',
      header: 'Rules',
      render: (c) => (
        <Stack gap={0}>
          {c.MembersOnly && (
            <Text size="xs" c="blue.8">
              Members only
            </Text>
          )}
          {c.IsExclusive && (
            <Text size="xs" c="grape.8">
              Exclusive ({c.ExclusiveUsers.length})
            </Text>
          )}
          {c.IsOneTimeUse && (
            <Text size="xs" c="orange.8">
              One time use
            </Text>
          )}
          {c.ItemOffer && (
            <Text size="xs" c="teal.8">
              {offerRule(c.ItemOffer)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (c) => (
        <Badge color={STATUS_COLORS[c.status]} variant="filled" styles={{ label: { overflow: 'visible' } }}>
          {VIEW_LABELS[c.status]}
        </Badge>
      ),
    },
    actionsColumn({
      name: (c) => c.Name,
      onEdit: (coupon) => setEditing({ coupon }),
      onDelete,
      more: (c) => (
        <>
          <RowAction
            label={`Statistics of ${c.Name}`}
            tooltip="Statistics"
            color="grape"
            icon={<IconChartBar size={18} />}
            onClick={() => setCharting(c)}
          />
          <RowAction
            label={`Push ${c.Name}`}
            tooltip="Push"
            color="teal"
            icon={<IconSend size={18} />}
            loading={push.isPending && push.variables === c._id}
            onClick={() => onPush(c)}
          />
        </>
      ),
    }),
  ];

  return (
    <>
      <PageTitle title="Coupons" count={query.data?.meta.total}>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({})}>
          Add Coupon
        </Button>
      </PageTitle>
      <StatusTabs value={view} onChange={onView} statuses={COUPON_VIEWS} labels={VIEW_LABELS} />
      <QueryPagedTable
        caption="Coupons"
        query={query}
        columns={columns}
        rowKey={(c) => c._id}
        onPage={onPage}
        empty={view === 'active' ? COUPON_MESSAGES.emptyActive : COUPON_MESSAGES.empty}
      />
      <CouponFormModal
        key={editing?.coupon?._id ?? 'new'}
        coupon={editing?.coupon}
        opened={!!editing}
        onClose={() => setEditing(null)}
        count={everything.data?.meta.total ?? 0}
      />
      {charting && (
        <Suspense fallback={null}>
          <CouponStatsModal coupon={charting} onClose={() => setCharting(null)} />
        </Suspense>
      )}
    </>
  );
}
