import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromoType } from '../../../contract/promos/routes';
import { SortableList } from '../../components/SortableList';
import { notifyError, notifySuccess } from '../../lib/notify';
import { shortDay } from '../../lib/format';
import { promosByTypeQuery, useSavePromoOrder } from './api';

const TYPE_TITLES: Record<PromoType, string> = { heystranger: 'heyStranger', heyfriends: 'heyFriends' };

/** Orders the heyStranger or heyFriends promos by dragging; saved with POST /promos/updateOrder with the description. */
export function PromoOrderModal({ type, onClose }: { type: PromoType; onClose: () => void }) {
  const query = useQuery(promosByTypeQuery(type));
  const save = useSavePromoOrder();
  const [ids, setIds] = useState<string[] | null>(null);
  const [description, setDescription] = useState<string | null>(null);
  // Until the user changes them: the saved order and description.
  const order = ids ?? query.data?.data.map((p) => p._id) ?? [];
  const text = description ?? query.data?.type.Description ?? '';
  const byId = new Map((query.data?.data ?? []).map((p) => [p._id, p]));
  const items = order.flatMap((id) => byId.get(id) ?? []);
  const submit = async () => {
    try {
      const answer = await save.mutateAsync({ promos: order, category: type, description: text });
      notifySuccess(answer.Message);
      onClose();
    } catch (err) {
      notifyError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Order ${TYPE_TITLES[type]} promos`} size="lg" centered>
      <Stack gap="sm">
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={text}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {query.error ? (
          <Alert color="red">{query.error.message}</Alert>
        ) : !query.data ? (
          <Skeleton h={160} />
        ) : items.length === 0 ? (
          <Text c="dimmed">No promos</Text>
        ) : (
          <SortableList
            items={items}
            idOf={(p) => p._id}
            nameOf={(p) => p.Name}
            onReorder={setIds}
            render={(p) => (
              <Paper withBorder p="xs" style={{ flex: 1 }}>
                <Group justify="space-between">
                  <Text fw={500}>{p.Name}</Text>
                  <Text size="xs" c="dimmed">
                    {p.Restaurant.Name} · {shortDay(p.StartDate)} – {shortDay(p.EndDate)}
                  </Text>
                </Group>
              </Paper>
            )}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!query.data}>
            Save order
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
