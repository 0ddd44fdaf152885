import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { usePermission } from '../lib/queries/staff-permissions';

const IconAnchor = forwardRef<
  HTMLAnchorElement,
  ActionIconProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>
>((props, ref) => <ActionIcon component="a" ref={ref} {...props} />);
const IconLink = createLink(IconAnchor);

/** A row action opening 'Restaurant Statistics for {name}' (restaurants list), for who may see reports. */
export function StatisticsAction({ restaurant, name }: { restaurant: string; name: string }) {
  const mayReport = usePermission('reports');
  if (!mayReport) return null;
  return (
    <Tooltip label="Statistics">
      <IconLink
        to="/restaurant-statistics"
        search={{ restaurant, name }}
        variant="subtle"
        aria-label={`Statistics of ${name}`}
      >
        <IconChartBar size={18} />
      </IconLink>
    </Tooltip>
  );
}
