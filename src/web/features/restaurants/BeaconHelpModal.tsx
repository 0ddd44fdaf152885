import { Button, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { AnchorLink } from '../../components/links';

/** 'How to attach beacon' (the spec's screens): a button that opens the steps. */
export function BeaconHelpButton({ compact = false }: { compact?: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant={compact ? 'subtle' : 'default'}
        size={compact ? 'compact-sm' : 'sm'}
        leftSection={<IconHelp size={16} />}
        onClick={open}
      >
        How to attach beacon
      </Button>
      <Modal opened={opened} onClose={close} title="How to attach beacon" centered>
        <List type="ordered" spacing="sm">
          <List.Item>
            Register the beacon on the{' '}
            <AnchorLink to="/beacons" onClick={close}>
              Beacons
            </AnchorLink>{' '}
            page: its name, its UUID (printed on the beacon or shown by the vendor&apos;s app) and the radius in meters
            in which guests should be noticed.
          </List.Item>
          <List.Item>Open the restaurant with the edit button in the Restaurants list.</List.Item>
          <List.Item>In the Beacon field, type part of the beacon&apos;s name or UUID and choose it.</List.Item>
          <List.Item>
            Submit. Guests with the app who come within the radius are then recognised at this restaurant.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed" mt="md">
          A restaurant has one beacon at a time. Clearing the field detaches it; deleting a beacon detaches it from
          every restaurant.
        </Text>
      </Modal>
    </>
  );
}
