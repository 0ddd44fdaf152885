import { Badge, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { OrderStatus } from '../../../../contract/orders/constants';
import type { OrderCounts } from '../../../../contract/orders/schemas';

const TABS: { status: OrderStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'refunded', label: 'Refunded' },
];

interface StatusStripProps {
  restaurant: string;
  name: string;
  counts?: OrderCounts;
  /** The active tab: a status, the dashboard, or call-a-waiter. */
  active: OrderStatus | 'dashboard' | 'callawaiter';
}

/** The order-status strip with live count badges (the spec's screens). */
export function StatusStrip({ restaurant, name, counts, active }: StatusStripProps) {
  const tab = (
    key: string,
    label: string,
    count: number | undefined,
    link: { to: string; search: Record<string, string> },
    color = 'orange',
  ) => (
    <Button
      key={key}
      component={Link}
      to={link.to as never}
      search={link.search as never}
      size="md"
      px={12}
      style={{ flex: 'none' }}
      variant={active === key ? 'filled' : 'default'}
      rightSection={
        count !== undefined && (
          <Badge color={active === key ? 'dark' : color} variant="filled" size="lg" style={{ overflow: 'visible' }}>
            {count}
          </Badge>
        )
      }
      aria-current={active === key ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    // Wraps onto a second line rather than cutting a label or scrolling sideways unseen.
    <Group gap="xs" wrap="wrap" role="navigation" aria-label="Order status">
      {tab('dashboard', 'Dashboard', undefined, { to: '/orders-dashboard', search: { restaurant, name } })}
      {TABS.map((t) =>
        tab(
          t.status,
          t.label,
          counts?.[t.status],
          { to: '/orders', search: { restaurant, name, status: t.status } },
          t.status === 'pending' ? 'red' : 'gray.7',
        ),
      )}
      {tab(
        'callawaiter',
        'Call A Waiter',
        counts?.callawaiter,
        { to: '/orders-callawaiter', search: { restaurant, name } },
        'red',
      )}
    </Group>
  );
}
