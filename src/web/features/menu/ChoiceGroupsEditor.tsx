/**
 * 'Additional Options' and 'Additional Attributes' of the menu item form: groups of choices, each choice with a
 * name, a price and a Default tick (ticking one clears the others of its group); attributes have a required
 * switch and a limit.
 */
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { MenuFormValues } from './menu-form-values';

type Kind = 'options' | 'attributes';
type Form = UseFormReturnType<MenuFormValues>;

const blankGroup = (kind: Kind) =>
  kind === 'options'
    ? { Category: '', isMultiple: false, items: [{ Name: '', Price: 0, Image: '', isDefault: false }] }
    : {
        Category: '',
        attributesRequired: false,
        limit: 1,
        items: [{ Name: '', Price: 0, image: '', isDefault: false }],
      };

export function ChoiceGroupsEditor({ form, kind }: { form: Form; kind: Kind }) {
  const groups = form.getValues()[kind] as { Category: string; items: { Name: string; isDefault: boolean }[] }[];
  const title = kind === 'options' ? 'Additional Options' : 'Additional Attributes';
  const noun = kind === 'options' ? 'option group' : 'attribute group';
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{title}</Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(kind, blankGroup(kind))}
        >
          Add {noun}
        </Button>
      </Group>
      {form.errors[kind] && (
        <Text c="red" size="sm">
          {form.errors[kind]}
        </Text>
      )}
      {groups.map((g, gi) => (
        <Paper key={gi} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group align="flex-end" wrap="wrap" gap="xs">
              <TextInput
                label={kind === 'options' ? 'Option group' : 'Attribute group'}
                placeholder="e.g. Side, Size"
                style={{ flex: 1, minWidth: 180 }}
                {...form.getInputProps(`${kind}.${gi}.Category`)}
              />
              {kind === 'options' ? (
                <Switch
                  label="Choose several"
                  {...form.getInputProps(`options.${gi}.isMultiple`, { type: 'checkbox' })}
                  mb={6}
                />
              ) : (
                <>
                  <Switch
                    label="Required"
                    {...form.getInputProps(`attributes.${gi}.attributesRequired`, { type: 'checkbox' })}
                    mb={6}
                  />
                  <NumberInput
                    label="Limit"
                    min={0}
                    max={100}
                    w={90}
                    allowDecimal={false}
                    {...form.getInputProps(`attributes.${gi}.limit`)}
                  />
                </>
              )}
              <Tooltip label={`Remove ${noun}`}>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`Remove ${noun} ${g.Category || gi + 1}`}
                  onClick={() => form.removeListItem(kind, gi)}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            {form.errors[`${kind}.${gi}.items`] && (
              <Text c="red" size="sm">
                {form.errors[`${kind}.${gi}.items`]}
              </Text>
            )}
            {g.items.map((item, ii) => (
              <Group key={ii} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  aria-label="Choice name"
                  placeholder="Name"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${kind}.${gi}.items.${ii}.Name`)}
                />
                <NumberInput
                  aria-label="Choice price"
                  placeholder="Price"
                  min={0}
                  decimalScale={2}
                  w={110}
                  {...form.getInputProps(`${kind}.${gi}.items.${ii}.Price`)}
                />
                <Checkbox
                  label="Default"
                  checked={item.isDefault}
                  mb={8}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    g.items.forEach((_, k) => form.setFieldValue(`${kind}.${gi}.items.${k}.isDefault`, on && k === ii));
                  }}
                />
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={`Remove choice ${item.Name || ii + 1}`}
                  onClick={() => form.removeListItem(`${kind}.${gi}.items`, ii)}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              w="fit-content"
              onClick={() =>
                form.insertListItem(
                  `${kind}.${gi}.items`,
                  kind === 'options'
                    ? { Name: '', Price: 0, Image: '', isDefault: false }
                    : { Name: '', Price: 0, image: '', isDefault: false },
                )
              }
            >
              Add choice
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
