/**
 * The coupon's item offer: a restaurant, one of its menu items, how many of it the offer needs and the discount on
 * one of them. All empty: a plain coupon.
 */
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ItemOffer } from '../../../contract/coupons/item-offer';
import { RestaurantPicker } from '../../components/RestaurantPicker';
import { ALL, menuItemsQuery } from '../../lib/queries/menu';

export interface OfferValues {
  itemid: string;
  itemquantity: number | '';
  itempercent: number | '';
}

export function ItemOfferFields<V extends OfferValues>({
  form,
  offer,
}: {
  form: UseFormReturnType<V>;
  offer: ItemOffer | null;
}) {
  const f = form as unknown as UseFormReturnType<OfferValues>;
  const [restaurant, setRestaurant] = useState<string | null>(offer?.restaurant._id ?? null);
  const items = useQuery({ ...menuItemsQuery(restaurant ?? '', ALL, 1, 1000), enabled: !!restaurant });
  const { itemid, itemquantity, itempercent } = f.getValues();
  const choices = (items.data?.data ?? []).map((i) => ({ value: i._id, label: i.name }));
  // The saved item stays a choice while its restaurant's menu loads.
  if (offer && itemid === offer.item._id && !choices.some((c) => c.value === itemid))
    choices.push({ value: offer.item._id, label: offer.item.name });
  const clear = () => {
    setRestaurant(null);
    f.setFieldValue('itemid', '');
    f.setFieldValue('itemquantity', '');
    f.setFieldValue('itempercent', '');
  };
  return (
    <Stack gap={4} role="group" aria-label="Item offer">
      <Group justify="space-between" align="baseline">
        <Text size="sm" fw={500}>
          Item offer
        </Text>
        {(restaurant || itemid || itemquantity !== '' || itempercent !== '') && (
          <Button variant="subtle" size="compact-xs" onClick={clear}>
            No item offer
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        A discount on one unit of a menu item for every given number of it in the order (e.g. 2 and 100 %: every second
        one free). Leave empty for a plain coupon.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RestaurantPicker
          value={restaurant}
          onChange={(id) => {
            setRestaurant(id);
            f.setFieldValue('itemid', '');
          }}
          placeholder="Restaurant of the item"
        />
        <Select
          label="Menu item"
          placeholder={restaurant ? 'Choose a menu item' : 'Choose a restaurant first'}
          data={choices}
          searchable
          clearable
          nothingFoundMessage="No menu items"
          disabled={!restaurant}
          comboboxProps={{ withinPortal: true }}
          {...f.getInputProps('itemid')}
          value={itemid || null}
          onChange={(v) => f.setFieldValue('itemid', v ?? '')}
        />
        <NumberInput
          label="Quantity"
          description="How many of the item the offer needs"
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...f.getInputProps('itemquantity')}
        />
        <NumberInput
          label="Discount (%)"
          description="Off one of them; 100 = free"
          min={1}
          max={100}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          suffix=" %"
          {...f.getInputProps('itempercent')}
        />
      </SimpleGrid>
    </Stack>
  );
}
