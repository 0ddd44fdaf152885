/** The free-form part of a log row (`Others`): short values inline, the rest behind "Details". */
import { Anchor, Code, Group, Popover, Text } from '@mantine/core';

const isShort = (v: unknown) =>
  (typeof v === 'string' && v.length <= 60) || typeof v === 'number' || typeof v === 'boolean';

const nameOf = (v: unknown) =>
  v && typeof v === 'object' && 'Name' in v && typeof v.Name === 'string' ? v.Name : null;

export function DataDetails({ data, hide = [] }: { data: Record<string, unknown>; hide?: string[] }) {
  const entries = Object.entries(data).filter(
    ([k, v]) => !hide.includes(k) && v !== undefined && v !== null && v !== '',
  );
  const inline = entries.filter(([, v]) => isShort(v) || nameOf(v));
  const rest = entries.filter(([, v]) => !isShort(v) && !nameOf(v));
  if (!entries.length) return <Text c="dimmed">–</Text>;
  return (
    <Group gap={6} wrap="wrap" maw={420}>
      {inline.map(([k, v]) => (
        <Text key={k} size="xs" component="span">
          <Text span c="dimmed" size="xs">
            {k}:
          </Text>{' '}
          {nameOf(v) ?? String(v)}
        </Text>
      ))}
      {rest.length > 0 && (
        <Popover width={360} position="bottom-start" withArrow shadow="md">
          <Popover.Target>
            <Anchor component="button" type="button" size="xs">
              Details
            </Anchor>
          </Popover.Target>
          <Popover.Dropdown>
            <Code block style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(Object.fromEntries(rest), null, 2)}
            </Code>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
