import { Link, useLocation } from '@tanstack/react-router';
import { useId } from 'react';
import type { Profile } from '../../../contract/auth/schemas';
import { usePermission } from '../../lib/queries/staff-permissions';
import classes from './AppLayout.module.css';
import { sidebarFor, type NavGroup } from './nav';

/** The role's sidebar entries, in labelled groups (each a `group` named by its label, for screen readers too). */
export function SidebarLinks({ profile, onNavigate }: { profile: Profile; onNavigate: () => void }) {
  const reports = usePermission('reports');
  return (
    <div className={classes.links}>
      {sidebarFor(profile, { reports }).map((group, i) => (
        <SidebarGroup key={group.label ?? i} group={group} onNavigate={onNavigate} />
      ))}
    </div>
  );
}

function SidebarGroup({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={group.label ? labelId : undefined} className={classes.group}>
      {group.label && (
        <div id={labelId} className={classes.groupLabel}>
          {group.label}
        </div>
      )}
      {group.items.map((item) => (
        <Link
          key={item.label}
          className={classes.link}
          to={item.to as never}
          search={item.search as never}
          data-active={pathname === item.to || pathname.startsWith(`${item.to}/`) || undefined}
          onClick={onNavigate}
        >
          {item.label}
        </Link>
      ))}
    </div>
  );
}
