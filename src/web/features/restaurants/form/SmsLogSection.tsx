import { Alert, Button, Collapse, Group, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { startOfYearIso, calendarDay } from '../../../../contract/dates';
import { AnchorLink } from '../../../components/links';
import { dateTime } from '../../../lib/format';
import { smsLogsQuery } from '../../../lib/queries/sms-logs';
import { Section } from './Section';

/** The restaurant's recent SMS (spec's 'SMS log' in the form), loaded when opened; the whole log is on the SMS Logs page. */
export function SmsLogSection({ restaurantId, admin }: { restaurantId: string; admin: boolean }) {
  const [opened, { toggle }] = useDisclosure(false);
  const from = startOfYearIso();
  const to = calendarDay();
  const logs = useQuery(smsLogsQuery(restaurantId, from, to, 1, opened));
  const rows = logs.data?.data ?? [];

  return (
    <Section title="SMS log">
      <Group justify="space-between">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          onClick={toggle}
          aria-expanded={opened}
        >
          {opened ? 'Hide SMS log' : 'Show SMS log'}
        </Button>
        {admin && (
          <AnchorLink to="/sms-logs" search={{ restaurant: restaurantId }} size="sm">
            All SMS logs
          </AnchorLink>
        )}
      </Group>
      <Collapse expanded={opened}>
        {logs.isError && <Alert color="red">{logs.error.message}</Alert>}
        {logs.isFetching && !logs.data && <Loader size="sm" aria-label="Loading SMS log" />}
        {logs.data && (
          <>
            <Text size="xs" c="dimmed" mb={4}>
              {logs.data.meta.total} SMS since {from}
              {logs.data.meta.total > rows.length ? `, the newest ${rows.length} shown` : ''}
            </Text>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                No SMS sent this year
              </Text>
            ) : (
              <ScrollArea.Autosize mah={260} type="auto">
                <Table striped verticalSpacing={4} fz="sm" aria-label="SMS log">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Mobile number</Table.Th>
                      <Table.Th>Message</Table.Th>
                      <Table.Th>Order</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((s) => (
                      <Table.Tr key={s._id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(s.date)}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{s.MobileNumber}</Table.Td>
                        <Table.Td>{s.Message}</Table.Td>
                        <Table.Td>{s.OrderId ? `#${s.OrderId.OrderId}` : '–'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
      </Collapse>
    </Section>
  );
}
