import { Button, Group, NumberInput, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CONFIG_NUMBER_BOUNDS, CONFIG_SUFFIXES } from '../../../contract/config/routes';
import type { ConfigItem, ConfigValue } from '../../../contract/config/schemas';

const SWITCH_LABELS: Record<string, string> = {
  mobilepay: 'MobilePay',
  card: 'Card',
  kevin: 'Kevin',
  vipps: 'Vipps',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  apple: 'Apple',
  google: 'Google',
  facebook: 'Facebook',
};
const switchLabel = (k: string) => SWITCH_LABELS[k] ?? k.charAt(0).toUpperCase() + k.slice(1);

interface EditorProps {
  item: ConfigItem;
  saving: boolean;
  onSave: (value: ConfigValue) => void;
}

/** Named on/off switches: each one saves as soon as it is flipped. */
function Switches({ item, value, saving, onSave }: EditorProps & { value: Record<string, boolean> }) {
  return (
    <Group gap="lg" wrap="wrap">
      {Object.entries(value).map(([k, on]) => (
        <Switch
          key={k}
          label={switchLabel(k)}
          checked={on}
          disabled={saving}
          onChange={(e) => onSave({ ...value, [k]: e.currentTarget.checked })}
          aria-label={`${item.Name} ${switchLabel(k)}`}
        />
      ))}
    </Group>
  );
}

/** A number (with its unit and bounds) or a text, saved with the Save button. */
function Single({ item, saving, onSave }: EditorProps) {
  const initial = item.Value as number | string;
  const [draft, setDraft] = useState<number | string>(initial);
  const bounds = CONFIG_NUMBER_BOUNDS[item.Name];
  const suffix = CONFIG_SUFFIXES[item.Name];
  const isNumber = typeof initial === 'number';
  const outOfRange = isNumber && bounds && typeof draft === 'number' && (draft < bounds.min || draft > bounds.max);
  const empty = draft === '';
  const error = outOfRange
    ? `Value must be between ${bounds.min} and ${bounds.max}`
    : empty && isNumber
      ? 'Please enter a number'
      : undefined;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {isNumber ? (
        <NumberInput
          aria-label={item.Name}
          value={draft}
          onChange={setDraft}
          suffix={suffix ? (suffix === '%' ? ' %' : ` ${suffix}`) : undefined}
          decimalScale={2}
          min={bounds?.min}
          max={bounds?.max}
          clampBehavior="none"
          error={error}
          w={{ base: 170, xs: 200 }}
        />
      ) : (
        <TextInput
          aria-label={item.Name}
          value={String(draft)}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      )}
      <Button onClick={() => onSave(draft)} disabled={!!error || draft === initial} loading={saving}>
        Save
      </Button>
    </Group>
  );
}

export function ConfigValueEditor(props: EditorProps) {
  const v = props.item.Value;
  if (typeof v === 'object') return <Switches {...props} value={v} />;
  // A new key after a save resets the draft to the saved value.
  return <Single key={String(v)} {...props} />;
}
