/**
 * Weekly hours editor (restaurant opening hours, promo availability, rush mode …): one row per weekday, Monday to
 * Sunday, with an availability switch, start and end (HH:mm), extra time slots ('othertime'), and two buttons that
 * reset every day to one of the two defaults. Rows wrap on phones.
 */
import { ActionIcon, Button, Group, Input, Paper, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  closedAvailability,
  defaultAvailability,
  HOUR_FORMAT_MESSAGE,
  WEEKDAYS,
  type Availability,
  type Weekday,
} from '../../contract/availability';
import { addSlot, hourError, removeSlot, setDay, setSlot } from './availability-edit';
import { confirmAction } from './confirm';

interface AvailabilityEditorProps {
  value: Availability;
  onChange: (value: Availability) => void;
}

/** Hours that may be left out (a category or higher category that is always available): a switch, then the editor. */
export function OptionalAvailability({
  value,
  onChange,
}: {
  value: Availability | null;
  onChange: (value: Availability | null) => void;
}) {
  return (
    <>
      <Switch
        label="Only available at set times"
        checked={!!value}
        onChange={(e) => onChange(e.currentTarget.checked ? defaultAvailability() : null)}
      />
      {value && <AvailabilityEditor value={value} onChange={onChange} />}
    </>
  );
}

export function AvailabilityEditor({ value, onChange }: AvailabilityEditorProps) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => onChange(defaultAvailability())}>
          Reset: all days 00:00–23:30
        </Button>
        <Button size="xs" variant="default" onClick={() => onChange(closedAvailability())}>
          Reset: all days unavailable
        </Button>
      </Group>
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} value={value} onChange={onChange} />
      ))}
    </Stack>
  );
}

function TimeField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder="HH:mm"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={!!hourError(value)}
      disabled={disabled}
      maxLength={5}
      inputMode="numeric"
      autoComplete="off"
      w={84}
      size="sm"
    />
  );
}

function DayRow({ day, value, onChange }: { day: Weekday; value: Availability; onChange: (v: Availability) => void }) {
  const d = value[day];
  const slots = d.othertime ?? [];
  const off = !d.isAvailable;
  // Checked on unavailable days too: the saved hours must still be times.
  const invalid = [d.start, d.end, ...slots.flatMap((s) => [s.start, s.end])].some((t) => hourError(t));

  async function onRemove(index: number) {
    if (
      await confirmAction({
        title: 'Remove time slot',
        message: 'Are you sure you want to remove this entry?',
        confirmLabel: 'Remove',
        danger: true,
      })
    ) {
      onChange(removeSlot(value, day, index));
    }
  }

  return (
    <Paper withBorder radius="md" p="xs" role="group" aria-label={day}>
      <Group gap="sm" wrap="wrap" align="center">
        <Text fw={600} w={104}>
          {day}
        </Text>
        <Switch
          label="Available"
          aria-label={`${day} available`}
          checked={d.isAvailable}
          onChange={(e) => onChange(setDay(value, day, { isAvailable: e.currentTarget.checked }))}
          w={104}
        />
        <Group gap={6} wrap="nowrap">
          <TimeField
            label={`${day} start`}
            value={d.start}
            disabled={off}
            onChange={(start) => onChange(setDay(value, day, { start }))}
          />
          <Text c="dimmed">–</Text>
          <TimeField
            label={`${day} end`}
            value={d.end}
            disabled={off}
            onChange={(end) => onChange(setDay(value, day, { end }))}
          />
        </Group>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          disabled={off}
          onClick={() => onChange(addSlot(value, day))}
          aria-label={`Add slot to ${day}`}
        >
          Add slot
        </Button>
      </Group>
      {slots.map((slot, i) => (
        <Group key={i} gap={6} wrap="nowrap" mt={6} ml={{ base: 0, sm: 232 }}>
          <TimeField
            label={`${day} slot ${i + 2} start`}
            value={slot.start}
            disabled={off}
            onChange={(start) => onChange(setSlot(value, day, i, { start }))}
          />
          <Text c="dimmed">–</Text>
          <TimeField
            label={`${day} slot ${i + 2} end`}
            value={slot.end}
            disabled={off}
            onChange={(end) => onChange(setSlot(value, day, i, { end }))}
          />
          <Tooltip label="Remove slot">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${day} slot ${i + 2}`}
              onClick={() => onRemove(i)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      {invalid && <Input.Error mt={4}>{HOUR_FORMAT_MESSAGE}</Input.Error>}
    </Paper>
  );
}
