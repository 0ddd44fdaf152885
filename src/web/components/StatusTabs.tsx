/** The status tabs above a list ('Active', 'Upcoming' …), optionally with a count on each. */
import { Badge, Tabs } from '@mantine/core';

interface StatusTabsProps<S extends string> {
  value: S;
  onChange: (status: S) => void;
  /** The statuses in order, with their labels. */
  statuses: readonly S[];
  labels: Record<S, string>;
  counts?: Partial<Record<S, number>>;
  /** Accessible name of the tab list (default 'Status'). */
  label?: string;
}

export function StatusTabs<S extends string>({
  value,
  onChange,
  statuses,
  labels,
  counts,
  label = 'Status',
}: StatusTabsProps<S>) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as S)} mb="md" keepMounted={false}>
      <Tabs.List aria-label={label}>
        {statuses.map((s) => (
          <Tabs.Tab
            key={s}
            value={s}
            rightSection={
              counts?.[s] !== undefined ? (
                <Badge size="sm" variant={s === value ? 'filled' : 'light'} circle={counts[s]! < 10}>
                  {counts[s]}
                </Badge>
              ) : undefined
            }
          >
            {labels[s]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
