/**
 * /restaurant-routing?id=…&name=…: print layouts as cards, Add layout, the Routed Printing switch, and the notice
 * that layouts print only when bound to a POS device (the spec's "Print routing").
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { restaurantsRoutes } from '../../../contract/restaurants/routes';
import { LAYOUT_MESSAGES as M } from '../../../contract/restaurant-config/printers/constants';
import { printersRoutes } from '../../../contract/restaurant-config/printers/routes';
import {
  layoutCreate,
  layoutEditBody,
  type LayoutItem,
  type PrinterItem,
} from '../../../contract/restaurant-config/printers/schemas';
import { EntityFormModal } from '../../components/EntityFormModal';
import { PageTitle } from '../../components/PageTitle';
import { deleteRecord } from '../../components/RowActions';
import { callApi } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { categoriesQuery } from '../../lib/queries/menu';
import { configKeys, layoutsQuery, printersQuery, routedQuery, useConfigMutation } from './api';
import { PrinterStateBadge } from '../../components/PrinterStateBadge';

export function RoutingPage({ restaurant, name }: { restaurant: string; name: string }) {
  const layouts = useQuery(layoutsQuery(restaurant));
  const printers = useQuery(printersQuery(restaurant));
  const routed = useQuery(routedQuery(restaurant));
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: (on: boolean) => callApi(restaurantsRoutes.toggleRouted, { body: { id: restaurant, routed: on } }),
    onSuccess: () => {
      notifySuccess(M.routed);
      return qc.invalidateQueries({ queryKey: configKeys.of(restaurant, 'routed') });
    },
    onError: (err) => notifyError(err.message),
  });
  const remove = useConfigMutation(printersRoutes.deleteLayout, restaurant, ['layouts', 'pos']);
  const [editing, setEditing] = useState<{ item?: LayoutItem } | null>(null);
  const printerOf = (serial: string) => printers.data?.find((p) => p.serial.toUpperCase() === serial.toUpperCase());

  return (
    <>
      <PageTitle
        title={
          <Group gap="xs" component="span">
            <Tooltip label="Back to the menu">
              <ActionIcon
                component={Link}
                to="/menu"
                search={{ id: restaurant, name } as never}
                variant="subtle"
                aria-label="Back to the menu"
              >
                <IconArrowLeft size={20} />
              </ActionIcon>
            </Tooltip>
            {name ? `Print routing for ${name}` : 'Print routing'}
          </Group>
        }
      />
      <Stack gap="md">
        <Group justify="space-between">
          <Switch
            size="md"
            label="Routed Printing"
            checked={!!routed.data}
            disabled={routed.data === undefined || toggle.isPending}
            onChange={(e) => toggle.mutate(e.currentTarget.checked)}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
            Add layout
          </Button>
        </Group>
        <Alert icon={<IconInfoCircle />} color="blue" variant="light">
          {M.bindNotice}
        </Alert>
        {layouts.data && layouts.data.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {M.empty}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {layouts.data?.map((l) => (
            <Card key={l._id} withBorder radius="md" padding="md" aria-label={`Layout ${l.LayoutName}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{l.LayoutName}</Text>
                {l.pos.length ? (
                  <Badge variant="light">POS: {l.pos.join(', ')}</Badge>
                ) : (
                  <Badge color="orange" variant="light">
                    Not bound to a POS device
                  </Badge>
                )}
              </Group>
              <Group gap="xs" mb="xs">
                <Text size="sm">Default printer: {printerOf(l.DefaultPrinter)?.name ?? l.DefaultPrinter}</Text>
                {printerOf(l.DefaultPrinter) && <PrinterStateBadge p={printerOf(l.DefaultPrinter)!} />}
              </Group>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {l.Layout.length === 0 ? (
                    <Table.Tr>
                      <Table.Td c="dimmed">Every category prints on the default printer</Table.Td>
                    </Table.Tr>
                  ) : (
                    l.Layout.map((c) => (
                      <Table.Tr key={c._id}>
                        <Table.Td>{c.category}</Table.Td>
                        <Table.Td ta="right">
                          {c.printer ? (printerOf(c.printer)?.name ?? c.printer) : 'Default printer'}
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
              <Group justify="flex-end" gap="xs" mt="sm">
                <Button size="xs" variant="default" onClick={() => setEditing({ item: l })}>
                  Edit
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  onClick={() =>
                    deleteRecord({
                      title: 'Delete layout',
                      remove: () => remove.mutateAsync({ body: { id: l._id } }),
                      deleted: M.deleted,
                    })
                  }
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {editing && (
        <LayoutForm
          key={editing.item?._id ?? 'new'}
          onClose={() => setEditing(null)}
          restaurant={restaurant}
          item={editing.item}
          printers={printers.data ?? []}
        />
      )}
    </>
  );
}

function LayoutForm({
  onClose,
  restaurant,
  item,
  printers,
}: {
  onClose: () => void;
  restaurant: string;
  item?: LayoutItem;
  printers: PrinterItem[];
}) {
  const categories = useQuery(categoriesQuery(restaurant));
  const create = useConfigMutation(printersRoutes.createLayout, restaurant, ['layouts', 'pos']);
  const edit = useConfigMutation(printersRoutes.editLayout, restaurant, ['layouts', 'pos']);
  const active = printers
    .filter((p) => p.status === 'active')
    .map((p) => ({ value: p.serial, label: `${p.name} (${p.serial})` }));
  const routes = new Map(item?.Layout.map((c) => [c._id, c.printer]) ?? []);
  const initial = {
    layoutname: item?.LayoutName ?? '',
    defaultprinter: item?.DefaultPrinter ?? '',
    layout: (categories.data ?? []).map((c) => ({
      _id: c._id,
      category: c.Category,
      printer: routes.get(c._id) ?? '',
    })),
  };
  if (!categories.data) return null;
  return (
    <EntityFormModal
      opened
      onClose={onClose}
      title={item ? 'Edit layout' : 'Add layout'}
      size="lg"
      schema={item ? layoutEditBody : layoutCreate}
      hidden={{ restaurantid: restaurant, pos: item?.pos ?? [], ...(item ? { id: item._id } : {}) }}
      initialValues={initial}
      successMessage={item ? M.updated : M.created}
      submit={(v) => ('id' in v ? edit.mutateAsync({ body: v as never }) : create.mutateAsync({ body: v }))}
    >
      {(f) => (
        <>
          <TextInput label="Name" withAsterisk data-autofocus {...f.getInputProps('layoutname')} />
          <Select
            label="Default Printer"
            withAsterisk
            data={active}
            placeholder="Choose an active printer"
            {...f.getInputProps('defaultprinter')}
          />
          <Text fw={600} size="sm">
            Printer per category
          </Text>
          {f.getValues().layout.length === 0 && (
            <Text size="sm" c="dimmed">
              No categories yet
            </Text>
          )}
          {f.getValues().layout.map((c, i) => (
            <Select
              key={c._id}
              label={c.category}
              data={active}
              clearable
              placeholder="Default printer"
              {...f.getInputProps(`layout.${i}.printer`)}
              onChange={(v) => f.setFieldValue(`layout.${i}.printer`, v ?? '')}
            />
          ))}
        </>
      )}
    </EntityFormModal>
  );
}
