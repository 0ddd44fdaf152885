import { NumberInput, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TIP_MESSAGES as M, tipsRoutes } from '../../../contract/restaurant-config/tips/routes';
import { tipForms, type TipItem } from '../../../contract/restaurant-config/tips/schemas';
import { nameColumn } from '../../components/cells';
import { ListModal, type ListModalForm, type RestaurantModalProps } from '../../components/ListModal';
import type { Column } from '../../components/PagedTable';
import { tipsQuery, useConfigList } from './api';

const columns: Column<TipItem>[] = [
  nameColumn((t) => t.Name),
  { key: 'pct', header: 'Percentage', align: 'right', render: (t) => `${t.Percentage} %` },
];

const form: ListModalForm<TipItem, { name: string; percentage: number }> = {
  size: 'sm',
  schemas: { create: tipForms.createBody, edit: tipForms.editBody },
  values: (t) => ({ name: t?.Name ?? '', percentage: t?.Percentage ?? ('' as unknown as number) }),
  fields: (f) => (
    <>
      <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('name')} />
      <NumberInput
        label="Percentage"
        withAsterisk
        min={0}
        max={100}
        decimalScale={2}
        suffix=" %"
        {...f.getInputProps('percentage')}
      />
    </>
  ),
};

/** 'Tips Configurations': the tips guests can choose (name and percentage). */
export function TipsModal(props: RestaurantModalProps) {
  const tips = useQuery({ ...tipsQuery(props.restaurant), enabled: props.opened });
  const calls = useConfigList(
    props.restaurant,
    { add: tipsRoutes.add, edit: tipsRoutes.edit, remove: tipsRoutes.delete },
    ['tips'],
  );
  const messages = { ...M, created: M.added };
  return (
    <ListModal
      {...props}
      title="Tips Configurations"
      size="lg"
      noun="tip"
      messages={messages}
      list={{ rows: tips.data }}
      columns={columns}
      rowName={(t) => t.Name}
      form={form}
      save={calls.save}
      remove={(t) => calls.remove({ body: { id: t._id } })}
    />
  );
}
