/** The restaurant-settings group of the menu page (not for RestaurantUser): Promo Availability, Rush Mode, Promo Popup. */
import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { defaultAvailability, hhmm, HOUR_FORMAT_MESSAGE, type Availability } from '../../../contract/availability';
import { menuRoutes } from '../../../contract/menu/routes';
import type { MenuSettings } from '../../../contract/menu/schemas';
import { AvailabilityEditor } from '../../components/AvailabilityEditor';
import { ImageUpload } from '../../components/ImageUpload';
import { notifyError, notifySuccess } from '../../lib/notify';
import { restaurantInfoQuery } from '../../lib/queries/orders';
import { useMenuMutation } from './api';

interface Props {
  opened: boolean;
  onClose: () => void;
  restaurant: string;
  settings: MenuSettings;
}

const HOUR_ALERT = HOUR_FORMAT_MESSAGE;
/** Every time of a schedule is HH:mm (the editor marks a wrong one; saving is refused with the spec's alert). */
const hoursOk = (a: Availability) =>
  Object.values(a).every((d) =>
    [d.start, d.end, ...(d.othertime ?? []).flatMap((s) => [s.start, s.end])].every((t) => hhmm.safeParse(t).success),
  );

function SettingsModal({
  opened,
  onClose,
  title,
  saving,
  onSave,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  saving: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <Stack gap="sm">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={saving}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

async function send(what: () => Promise<{ Message: string }>, onClose: () => void) {
  try {
    notifySuccess((await what()).Message);
    onClose();
  } catch (err) {
    notifyError(err instanceof Error ? err.message : String(err));
  }
}

export function PromoAvailabilityModal({ opened, onClose, restaurant, settings }: Props) {
  const [value, setValue] = useState<Availability>(settings.PromoAvailability ?? defaultAvailability());
  const save = useMenuMutation(menuRoutes.savePromoAvailability, restaurant);
  const onSave = () =>
    hoursOk(value)
      ? send(() => save.mutateAsync({ restaurant, availability: value }), onClose)
      : notifyError(HOUR_ALERT);
  return (
    <SettingsModal opened={opened} onClose={onClose} title="Promo Availability" saving={save.isPending} onSave={onSave}>
      <AvailabilityEditor value={value} onChange={setValue} />
    </SettingsModal>
  );
}

export function RushModeModal({ opened, onClose, restaurant, settings }: Props) {
  const [on, setOn] = useState(settings.RushMode);
  const [times, setTimes] = useState<Availability>(settings.RushModeTimes ?? defaultAvailability());
  const [header, setHeader] = useState(settings.RushModeHeader);
  const [message, setMessage] = useState(settings.RushModeMessage);
  const [preparation, setPreparation] = useState<number | string>(settings.PreparationTime);
  const [margin, setMargin] = useState<number | string>(settings.RushModeMargin);
  const save = useMenuMutation(menuRoutes.saveRushMode, restaurant);
  // The on-state (menu page and kitchen) reads the restaurant's record: refreshed at once, not at its next minute.
  const qc = useQueryClient();
  const refreshOnState = <T,>(answer: T) => {
    void qc.invalidateQueries({ queryKey: restaurantInfoQuery(restaurant).queryKey });
    return answer;
  };
  const onSave = () =>
    hoursOk(times)
      ? send(
          () =>
            save
              .mutateAsync({
                restaurant,
                RushMode: on,
                RushModeTimes: times,
                RushModeHeader: header,
                RushModeMessage: message,
                PreparationTime: Number(preparation),
                RushModeMargin: Number(margin),
              })
              .then(refreshOnState),
          onClose,
        )
      : notifyError(HOUR_ALERT);
  return (
    <SettingsModal opened={opened} onClose={onClose} title="Rush Mode" saving={save.isPending} onSave={onSave}>
      <Switch label="Rush Mode" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
      <TextInput label="Header" value={header} onChange={(e) => setHeader(e.currentTarget.value)} maxLength={100} />
      <Textarea
        label="Message"
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={500}
      />
      <Group grow align="flex-start">
        <NumberInput
          label="Usual preparation time (minutes)"
          description="Promised to customers when they order"
          value={preparation}
          onChange={setPreparation}
          min={1}
          max={240}
          allowDecimal={false}
        />
        <NumberInput
          label="Rush margin (minutes)"
          description="Added to the promised time while rush mode is active"
          value={margin}
          onChange={setMargin}
          min={0}
          max={240}
          allowDecimal={false}
        />
      </Group>
      <AvailabilityEditor value={times} onChange={setTimes} />
    </SettingsModal>
  );
}

export function PromoPopupModal({ opened, onClose, restaurant, settings }: Props) {
  const [on, setOn] = useState(settings.PromoPopUpEnabled);
  const [header, setHeader] = useState(settings.PromoHeader);
  const [message, setMessage] = useState(settings.PromoMessage);
  const [image, setImage] = useState(settings.PromoImage);
  const save = useMenuMutation(menuRoutes.savePromoPopup, restaurant);
  const onSave = () =>
    send(
      () =>
        save.mutateAsync({
          _id: restaurant,
          PromoConfig: { PromoPopUpEnabled: on, PromoHeader: header, PromoMessage: message, PromoImage: image },
        }),
      onClose,
    );
  return (
    <SettingsModal opened={opened} onClose={onClose} title="Promo Popup" saving={save.isPending} onSave={onSave}>
      <Switch label="Enabled" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />
      <TextInput label="Header" value={header} onChange={(e) => setHeader(e.currentTarget.value)} maxLength={100} />
      <Textarea
        label="Message"
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={500}
      />
      <ImageUpload label="Image" value={image} onChange={setImage} />
    </SettingsModal>
  );
}
