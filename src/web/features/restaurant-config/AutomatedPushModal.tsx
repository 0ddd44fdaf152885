/** 'Automated Push': pushes sent Delay minutes after an order with one of the products, at most Times per visit; 10 a page. */
import { Alert, Group, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { menuRoutes } from '../../../contract/menu/routes';
import {
  AUTOMATED_PUSH_MESSAGES as M,
  automatedPushRoutes as routes,
} from '../../../contract/restaurant-config/automated-push/routes';
import { automatedPushForms, type AutomatedPushItem } from '../../../contract/restaurant-config/automated-push/schemas';
import { nameColumn } from '../../components/cells';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import { MenuPicker } from '../../components/MenuPicker';
import type { Column } from '../../components/PagedTable';
import { ApiError, callApi } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { menuKeys } from '../../lib/queries/menu';
import { dataQuery } from '../../lib/query-helpers';
import { automatedPushQuery, useConfigList } from './api';

/** Every menu item of the restaurant, by category, for choosing products. */
function useProducts(restaurant: string, enabled: boolean) {
  return useQuery({
    queryKey: ['menu', restaurant, 'items', 'All', 1, 1000],
    queryFn: ({ signal }) =>
      callApi(menuRoutes.fetch, { query: { restaurant, category: 'All', page: 1, size: 1000 }, signal }),
    enabled,
    select: (a) => a.data,
  });
}

type Values = {
  name: string;
  products: string[];
  delay: number;
  timespervisit: number;
  title: string;
  message: string;
  enabled: boolean;
};

const form = (restaurant: string): ListModalForm<AutomatedPushItem, Values> => ({
  size: 'lg',
  schemas: { create: automatedPushForms.createBody, edit: automatedPushForms.editBody },
  values: (p) => ({
    name: p?.Name ?? '',
    products: p?.Products ?? [],
    delay: p?.Delay ?? ('' as unknown as number),
    timespervisit: p?.TimesPerVisit ?? ('' as unknown as number),
    title: p?.Title ?? '',
    message: p?.Message ?? '',
    enabled: p?.Enabled ?? true,
  }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
      <MenuPicker
        restaurantId={restaurant}
        label="Products"
        value={f.getValues().products}
        onChange={(ids) => f.setFieldValue('products', ids)}
        error={f.errors.products}
      />
      <Group grow>
        <NumberInput
          label="Delay (minutes)"
          description="After the order"
          withAsterisk
          suffix=" min"
          min={0}
          allowDecimal={false}
          {...f.getInputProps('delay')}
        />
        <NumberInput
          label="Times per visit"
          withAsterisk
          min={1}
          allowDecimal={false}
          {...f.getInputProps('timespervisit')}
        />
      </Group>
      <TextInput label="Title" withAsterisk {...f.getInputProps('title')} />
      <Textarea label="Message" withAsterisk autosize minRows={2} {...f.getInputProps('message')} />
      <Switch label="Enabled" {...f.getInputProps('enabled', { type: 'checkbox' })} />
    </>
  ),
});

export function AutomatedPushModal(props: RestaurantModalProps) {
  const { opened, restaurant } = props;
  const [page, setPage] = useState(1);
  const pushes = useQuery({ ...automatedPushQuery(restaurant, page), enabled: opened });
  const products = useProducts(restaurant, opened);
  const settings = useQuery({
    ...dataQuery(menuKeys.settings(restaurant), menuRoutes.settings, { restaurant }),
    enabled: opened,
  });
  const calls = useConfigList(restaurant, { add: routes.add, edit: routes.edit, remove: routes.delete }, ['autopush']);
  const nameOf = (id: string) => products.data?.find((p) => p._id === id)?.name ?? 'Removed product';
  const columns: Column<AutomatedPushItem>[] = [
    nameColumn((p) => p.Name),
    {
      key: 'products',
      header: 'Products',
      render: (p) => (
        <Text size="sm" lineClamp={2}>
          {p.Products.map(nameOf).join(', ')}
        </Text>
      ),
    },
    { key: 'delay', header: 'Delay', render: (p) => `${p.Delay} min` },
    { key: 'times', header: 'Times per visit', render: (p) => p.TimesPerVisit },
    { key: 'title', header: 'Title', render: (p) => p.Title },
    {
      key: 'enabled',
      header: 'Enabled',
      render: (p) => (
        <Text c={p.Enabled ? 'green' : 'dimmed'} fw={500}>
          {p.Enabled ? 'Enabled' : 'Disabled'}
        </Text>
      ),
    },
  ];
  return (
    <ListModal
      {...props}
      notice={
        settings.data?.AutomatedPushEnabled === false && (
          <Alert color="orange" title="Automated push is off for this restaurant">
            {M.platformOff}
          </Alert>
        )
      }
      title="Automated Push"
      size="xl"
      noun="automated push"
      messages={M}
      list={{ query: pushes, onPage: setPage }}
      columns={columns}
      rowName={(p) => p.Name}
      form={form(restaurant)}
      save={calls.save}
      remove={(p) => calls.remove({ body: { id: p._id } })}
      // A refused save is also shown as an error notification (the spec's error catalogue).
      onSaveError={(err) => err instanceof ApiError && notifyError(err.message)}
    />
  );
}
