import '@mantine/charts/styles.css';
import { Button, Card, Group, Tabs, Title } from '@mantine/core';
import { IconCalendarStats, IconClockHour4, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import type { HourlyQuery, OverallQuery } from '../../../contract/statistics/schemas';
import { DailySales } from './DailySales';
import { defaultDailyQuery, defaultHourlyQuery } from './forms';
import { HourlySales } from './HourlySales';
import { TopTagsModal } from './TopTagsModal';

/**
 * The admin dashboard's sales statistics (the spec's "Dashboard statistics"): Daily and Hourly tabs and
 * the 'Top Tags' modal. Loaded lazily by the dashboard, so the charts' libraries come only with it.
 */
export default function StatisticsPanel() {
  const [tab, setTab] = useState<string | null>('daily');
  const [tagsOpen, setTagsOpen] = useState(false);
  // Kept here, so that switching tabs keeps what each one shows.
  const [daily, setDaily] = useState<OverallQuery>(defaultDailyQuery);
  const [hourly, setHourly] = useState<HourlyQuery>(defaultHourlyQuery);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Sales statistics</Title>
        <Button variant="light" leftSection={<IconTags size={18} />} onClick={() => setTagsOpen(true)}>
          Top Tags
        </Button>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="daily" leftSection={<IconCalendarStats size={16} />}>
            Daily
          </Tabs.Tab>
          <Tabs.Tab value="hourly" leftSection={<IconClockHour4 size={16} />}>
            Hourly
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="daily">
          <DailySales submitted={daily} onSubmit={setDaily} />
        </Tabs.Panel>
        <Tabs.Panel value="hourly">
          <HourlySales submitted={hourly} onSubmit={setHourly} />
        </Tabs.Panel>
      </Tabs>
      <TopTagsModal opened={tagsOpen} onClose={() => setTagsOpen(false)} />
    </Card>
  );
}
