/** 'Sort Menu Items': drag (or use the keyboard) to order the products of the shown category, then Save. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENU_MESSAGES } from '../../../contract/menu/constants';
import { menuRoutes } from '../../../contract/menu/routes';
import { ListState } from '../../components/ListState';
import { SortableList } from '../../components/SortableList';
import { Thumbnail } from '../../components/Thumbnail';
import { notifyOutcome } from '../../lib/notify';
import { ALL, menuItemsQuery, useMenuMutation } from './api';

export function SortMenuModal({
  opened,
  onClose,
  restaurant,
  category,
}: {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  category: string;
}) {
  const query = useQuery({ ...menuItemsQuery(restaurant, category, 1, 1000), enabled: opened });
  const [order, setOrder] = useState<string[] | null>(null);
  const save = useMenuMutation(menuRoutes.reorder, restaurant);
  const items = query.data?.data ?? [];
  const shown = order ? order.map((id) => items.find((i) => i._id === id)!).filter(Boolean) : items;
  const close = () => {
    setOrder(null);
    onClose();
  };
  const onSave = async () => {
    if (
      await notifyOutcome(
        () => save.mutateAsync({ restaurant, menu: shown.map((i) => i._id) }),
        MENU_MESSAGES.menuOrderSaved,
      )
    )
      close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Sort Menu Items" size="lg" centered>
      {category === ALL && (
        <Text size="sm" c="dimmed" mb="xs">
          All products; within the menu they show by category first.
        </Text>
      )}
      <ListState
        loading={query.isPending}
        loadingLabel="Loading products"
        empty={items.length === 0}
        emptyText="No menu yet"
      >
        <SortableList
          items={shown}
          idOf={(i) => i._id}
          nameOf={(i) => i.name}
          onReorder={setOrder}
          render={(i) => (
            <Group
              gap="sm"
              wrap="nowrap"
              p={4}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
            >
              <Thumbnail src={i.image} alt={i.name} />
              <Text fw={500}>{i.name}</Text>
              {category === ALL && (
                <Text size="xs" c="dimmed">
                  {i.categoryName}
                </Text>
              )}
            </Group>
          )}
        />
      </ListState>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          Cancel
        </Button>
        <Button onClick={onSave} loading={save.isPending} disabled={!order}>
          Save
        </Button>
      </Group>
    </Modal>
  );
}
