import { Kbd, Modal, Table, Text } from '@mantine/core';

/** The keymap of `useBumpBar` (bump-bar.ts), as the README shows it too. Here, not there: the kitchen's first load stays light. */
const BUMP_BAR_KEYS: { keys: string; does: string }[] = [
  { keys: '1 – 9', does: 'Select the 1st … 9th order' },
  { keys: '← ↑ / → ↓', does: 'Select the previous / next order' },
  { keys: 'Enter or Space', does: "The selected order's main action (Accept, Complete)" },
  { keys: 'Enter', does: 'Yes, in the confirmation that follows' },
  { keys: 'Backspace or R', does: 'Recall the last bump (on screens that offer Recall)' },
  { keys: 'Esc', does: 'Cancel: answer no to a confirmation, or clear the selection' },
  { keys: '?', does: 'Show these keys' },
];

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
