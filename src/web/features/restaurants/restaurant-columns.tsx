import { Badge, Group, Switch, Text, Tooltip } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { RestaurantListItem } from '../../../contract/restaurants/schemas';
import type { Column } from '../../components/PagedTable';
import { DeleteAction, EditAction, RowActions } from '../../components/RowActions';
import { Thumbnail } from '../../components/Thumbnail';
import { StatisticsAction } from '../../components/StatisticsAction';

/** Clicks on a row's controls do not open the row. */
const stop = { onClick: (e: MouseEvent) => e.stopPropagation() };

interface ColumnActions {
  admin: boolean;
  /** Whether the user may edit the restaurant (restaurant users only when their admin allows settings). */
  mayEdit: boolean;
  onEdit: (r: RestaurantListItem) => void;
  onDelete: (r: RestaurantListItem) => void;
  onRouted: (r: RestaurantListItem, routed: boolean) => void;
  onAutomatedPush: (r: RestaurantListItem, enabled: boolean) => void;
}

/** The restaurant's deals: green when active, red otherwise; for admins each opens /deals?id={dealId}&status={status}. */
function Deals({ r, admin }: { r: RestaurantListItem; admin: boolean }) {
  if (!r.Deals.length)
    return (
      <Text size="sm" c="dimmed">
        No deals
      </Text>
    );
  return (
    <Group gap={4} {...stop}>
      {r.Deals.map((d) => {
        const badge = (
          <Badge
            color={d.Status === 'active' ? 'green' : 'red'}
            variant="light"
            style={{ cursor: admin ? 'pointer' : undefined, textTransform: 'none' }}
          >
            {d.Name}
          </Badge>
        );
        return (
          <Tooltip key={d._id} label={d.Status}>
            {admin ? (
              <Link
                to="/deals"
                search={{ id: d._id, status: d.Status }}
                aria-label={`Deal ${d.Name} (${d.Status})`}
                style={{ textDecoration: 'none' }}
              >
                {badge}
              </Link>
            ) : (
              <span aria-label={`Deal ${d.Name} (${d.Status})`}>{badge}</span>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}

export function restaurantColumns({
  admin,
  mayEdit,
  onEdit,
  onDelete,
  onRouted,
  onAutomatedPush,
}: ColumnActions): Column<RestaurantListItem>[] {
  const columns: (Column<RestaurantListItem> | false)[] = [
    {
      key: 'cover',
      header: 'Image',
      width: 80,
      render: (r) => <Thumbnail src={r.CoverImage} alt={`${r.Name} cover`} />,
    },
    {
      key: 'name',
      header: 'Name',
      role: 'primary',
      render: (r) => (
        <div>
          <Text fw={600}>{r.Name}</Text>
          {r.Description && (
            <Text size="xs" c="dimmed" lineClamp={1} maw={320}>
              {r.Description}
            </Text>
          )}
        </div>
      ),
    },
    { key: 'address', header: 'Address', render: (r) => <Text size="sm">{r.Address}</Text> },
    { key: 'deals', header: 'Deals', render: (r) => <Deals r={r} admin={admin} /> },
    {
      key: 'routed',
      header: 'Routed',
      render: (r) =>
        admin ? (
          <Switch
            checked={r.routed}
            onChange={(e) => onRouted(r, e.currentTarget.checked)}
            aria-label={`Routed printing for ${r.Name}`}
            {...stop}
          />
        ) : (
          <Badge variant="light" color={r.routed ? 'green' : 'gray'}>
            {r.routed ? 'On' : 'Off'}
          </Badge>
        ),
    },
    admin && {
      key: 'push',
      header: 'Automated push',
      render: (r) => (
        <Switch
          checked={r.AutomatedPushEnabled}
          onChange={(e) => onAutomatedPush(r, e.currentTarget.checked)}
          aria-label={`Automated push for ${r.Name}`}
          {...stop}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Action',
      role: 'actions',
      align: 'right',
      render: (r) => (
        <div {...stop}>
          <RowActions>
            {mayEdit && <EditAction name={r.Name} onClick={() => onEdit(r)} />}
            <StatisticsAction restaurant={r._id} name={r.Name} />
            {admin && <DeleteAction name={r.Name} onClick={() => onDelete(r)} />}
          </RowActions>
        </div>
      ),
    },
  ];
  return columns.filter((c): c is Column<RestaurantListItem> => !!c);
}
