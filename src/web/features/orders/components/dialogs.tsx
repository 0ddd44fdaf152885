/** The questions an action asks before it is queued: a preparation time, or a reason to decline. */
import { Alert, Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '../../../lib/modals';
import { useState } from 'react';
import {
  DECLINE_OTHER,
  DECLINE_OTHER_REQUIRED,
  DECLINE_REASONS,
  LINE_CANCEL_REASON_REQUIRED,
  PREP_TIME_CHOICES,
  REFUND_REASON_REQUIRED,
} from '../../../../contract/orders/constants';

function PrepTime({ onDone }: { onDone: (minutes: number | null) => void }) {
  const [minutes, setMinutes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <Text size="xl" fw={700} ta="center" aria-live="polite">
        {minutes} min
      </Text>
      <SimpleGrid cols={4}>
        {PREP_TIME_CHOICES.map((m) => (
          <Button
            key={m}
            size="lg"
            variant="light"
            onClick={() => (setMinutes((x) => x + m), setError(null))}
            aria-label={`Add ${m} minutes`}
          >
            +{m}
          </Button>
        ))}
        <Button size="lg" variant="default" onClick={() => setMinutes(0)}>
          Reset
        </Button>
      </SimpleGrid>
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button
          size="lg"
          onClick={() => (minutes > 0 ? onDone(minutes) : setError('Please choose a preparation time'))}
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

/** The spec's reasons, or "Other" with the reason written out (required, trimmed). */
export function DeclineReason({ onDone }: { onDone: (reason: string | null) => void }) {
  const [reason, setReason] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const decline = () => {
    if (!reason) setError('Please select a reason above.');
    else if (reason !== DECLINE_OTHER) onDone(reason);
    else if (other.trim()) onDone(other.trim());
    else setOtherError(DECLINE_OTHER_REQUIRED);
  };
  return (
    <Stack>
      <Radio.Group value={reason} onChange={(v) => (setReason(v), setError(null))} label="Reason" size="lg">
        <Stack mt="xs" gap="md">
          {[...DECLINE_REASONS, DECLINE_OTHER].map((r) => (
            <Radio key={r} value={r} label={r} size="lg" />
          ))}
        </Stack>
      </Radio.Group>
      {reason === DECLINE_OTHER && (
        <ReasonField
          label="Other reason"
          placeholder="e.g. Kitchen equipment broken"
          value={other}
          error={otherError}
          onChange={(v) => (setOther(v), setOtherError(null))}
        />
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button size="lg" color="red" onClick={decline}>
          Decline order
        </Button>
      </Group>
    </Stack>
  );
}

/** A required reason of up to 200 characters (what the server takes), focused when its dialog opens. */
function ReasonField(props: {
  label: string;
  placeholder: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label={props.label}
      placeholder={props.placeholder}
      size="md"
      autosize
      minRows={2}
      maxLength={200}
      data-autofocus
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/** A refund names the amount going back and says why; the server refuses one without a reason. */
function RefundReason({ amount, onDone }: { amount: string; onDone: (reason: string | null) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <Text>
        The customer gets <strong>{amount}</strong> back. This cannot be undone.
      </Text>
      <ReasonField
        label="Reason for the refund"
        placeholder="e.g. Wrong dish served"
        value={reason}
        error={error}
        onChange={(v) => (setReason(v), setError(null))}
      />
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button
          size="lg"
          color="red"
          onClick={() => (reason.trim() ? onDone(reason.trim()) : setError(REFUND_REASON_REQUIRED))}
        >
          Refund {amount}
        </Button>
      </Group>
    </Stack>
  );
}

export interface LineCancelChoice {
  qty: number;
  reason: string;
}

/** How many of the line to cancel (all that is left at first) and why: every station that has it shows both. */
function LineCancelForm({
  name,
  left,
  onDone,
}: {
  name: string;
  left: number;
  onDone: (choice: LineCancelChoice | null) => void;
}) {
  const [qty, setQty] = useState<number>(left);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const qtyOk = Number.isInteger(qty) && qty >= 1 && qty <= left;
  return (
    <Stack>
      <Text>
        Cancel <strong>{name}</strong>: the stations that have it show it struck through, and on a paid order the
        difference goes back to the customer.
      </Text>
      {left > 1 && (
        <NumberInput
          label={`How many (of ${left})`}
          size="md"
          min={1}
          max={left}
          allowDecimal={false}
          value={qty}
          onChange={(v) => setQty(typeof v === 'number' ? v : Number(v))}
          error={qtyOk ? null : `Choose 1 to ${left}`}
        />
      )}
      <ReasonField
        label="Reason"
        placeholder="e.g. Out of lemons"
        value={reason}
        error={error}
        onChange={(v) => (setReason(v), setError(null))}
      />
      <Group justify="flex-end">
        <Button size="lg" variant="default" onClick={() => onDone(null)}>
          Keep it
        </Button>
        <Button
          size="lg"
          color="red"
          disabled={!qtyOk}
          onClick={() =>
            reason.trim() ? onDone({ qty, reason: reason.trim() }) : setError(LINE_CANCEL_REASON_REQUIRED)
          }
        >
          Cancel {qty}× {name}
        </Button>
      </Group>
    </Stack>
  );
}

function ask<T>(title: string, render: (done: (v: T | null) => void) => React.ReactNode): Promise<T | null> {
  return new Promise((resolve) => {
    let settled = false;
    const id = modals.open({
      title,
      centered: true,
      size: 'lg',
      onClose: () => !settled && resolve(null),
      children: render((v) => {
        settled = true;
        modals.close(id);
        resolve(v);
      }),
    });
  });
}

/** Additive preparation-time chooser (1 … 60 minutes, Reset). */
export const askPrepTime = (title: string) => ask<number>(title, (done) => <PrepTime onDone={done} />);
/** 'Out of stock' / 'Restaurant closing' / 'Other' (written out); none chosen → 'Please select a reason above.' */
export const askDeclineReason = (title: string) => ask<string>(title, (done) => <DeclineReason onDone={done} />);
/** The reason of a refund (required), under the amount it gives back ('259.00 DKK'). */
export const askRefundReason = (title: string, amount: string) =>
  ask<string>(title, (done) => <RefundReason amount={amount} onDone={done} />);
/** How many of a line to cancel and why (both required). */
export const askLineCancel = (title: string, name: string, left: number) =>
  ask<LineCancelChoice>(title, (done) => <LineCancelForm name={name} left={left} onDone={done} />);
