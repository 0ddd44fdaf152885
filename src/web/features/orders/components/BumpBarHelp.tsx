import { Kbd, Modal, Table, Text } from '@mantine/core';
import { BUMP_BAR_KEYS } from '../bump-bar';

/** The kitchen's keymap (the `?` key or the keyboard button): loaded when first opened, not with the kitchen. */
export default function BumpBarHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard and bump bar" size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        Each order shows its number key. Select an order, then act on it, without touching the screen.
      </Text>
      <Table striped fz="md">
        <Table.Tbody>
          {BUMP_BAR_KEYS.map((k) => (
            <Table.Tr key={k.keys}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {k.keys.split(' or ').map((key, i) => (
                  <span key={key}>
                    {i > 0 && ' or '}
                    <Kbd size="md">{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{k.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
