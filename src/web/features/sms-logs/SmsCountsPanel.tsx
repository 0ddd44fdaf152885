import { Paper, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SmsCount } from '../../../contract/sms-logs/schemas';
import { QueryGate } from '../../components/QueryGate';

interface SmsCountsPanelProps {
  counts: UseQueryResult<SmsCount[]>;
  selected: string | null;
  onSelect: (restaurant: string) => void;
}

/** SMS per restaurant in the chosen range; a row opens that restaurant's logs. */
export function SmsCountsPanel({ counts, selected, onSelect }: SmsCountsPanelProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={4} mb="xs">
        SMS per restaurant
      </Title>
      <QueryGate query={counts} errorTitle="Could not count the SMS">
        {(rows) => (
          <Table highlightOnHover aria-label="SMS per restaurant">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th ta="right">SMS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr
                  key={c.id}
                  onClick={() => onSelect(c.id)}
                  style={{ cursor: 'pointer' }}
                  bg={c.id === selected ? 'var(--mantine-primary-color-light)' : undefined}
                  aria-selected={c.id === selected}
                >
                  <Table.Td>{c.Name}</Table.Td>
                  <Table.Td ta="right">{c.smsCount}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>
                  <Text fw={700} size="sm">
                    All restaurants
                  </Text>
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {rows.reduce((s, c) => s + c.smsCount, 0)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </QueryGate>
    </Paper>
  );
}
