import { ActionIcon, Group, Input, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { CouponUser } from '../../../contract/coupons/schemas';
import { confirmAction } from '../../components/confirm';
import { UserSearch } from '../../components/UserSearch';

interface Props {
  /** Ids of the exclusive users (what the form sends). */
  value: string[];
  onChange: (ids: string[]) => void;
  /** The users the coupon had when the form opened (their names and e-mails). */
  known: CouponUser[];
  error?: string;
}

/** Exclusive users: added with the user search, each removed after a confirmation (the spec's validation rules). */
export function ExclusiveUsers({ value, onChange, known, error }: Props) {
  const [emails, setEmails] = useState<Record<string, string>>(() =>
    Object.fromEntries(known.map((u) => [u._id, u.Email])),
  );
  const names = Object.fromEntries(known.map((u) => [u._id, u.Username]));
  const remove = async (id: string) => {
    const ok = await confirmAction({
      title: 'Remove exclusive user',
      message: `Are you sure you want to remove ${emails[id] ?? 'this user'} from the exclusive users?`,
      confirmLabel: 'Remove',
      danger: true,
    });
    if (ok) onChange(value.filter((v) => v !== id));
  };
  return (
    <Stack gap={6}>
      <UserSearch
        label="Add exclusive users"
        value={[]}
        onChange={(picked) => {
          const fresh = picked.filter((p) => !value.includes(p._id));
          if (!fresh.length) return;
          setEmails((e) => ({ ...e, ...Object.fromEntries(fresh.map((p) => [p._id, p.Email])) }));
          onChange([...value, ...fresh.map((p) => p._id)]);
        }}
      />
      {error && <Input.Error role="alert">{error}</Input.Error>}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No Users Yet
        </Text>
      ) : (
        <Table striped withTableBorder aria-label="Exclusive users">
          <Table.Tbody>
            {value.map((id) => (
              <Table.Tr key={id}>
                <Table.Td>{names[id] || '—'}</Table.Td>
                <Table.Td>{emails[id] ?? id}</Table.Td>
                <Table.Td w={48}>
                  <Group justify="flex-end">
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${emails[id] ?? id}`}
                        onClick={() => void remove(id)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
