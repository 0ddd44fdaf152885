/**
 * 'View Translations' button of entity forms (restaurants, news, deals …): opens the 'Translations' modal that shows
 * each translated field in every language of the spec, with 'N/A' where a text is missing.
 */
import { Button, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { TRANSLATION_LANGUAGES } from '../../contract/languages';

interface TranslationsViewerProps {
  /** Text per language code, per field: `{ name: { en: 'Bistro', da: 'Bistro' } }`. */
  translation: Record<string, Record<string, string>>;
  /** The fields to show, in order, with their labels. */
  fields: { key: string; label: string }[];
}

export function TranslationsViewer({ translation, fields }: TranslationsViewerProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconLanguage size={16} />} onClick={open}>
        View Translations
      </Button>
      <Modal opened={opened} onClose={close} title="Translations" size="lg" centered>
        <Stack gap="lg">
          {fields.map((field) => (
            <Stack key={field.key} gap={4}>
              <Title order={5}>{field.label}</Title>
              <Table withTableBorder variant="vertical" layout="fixed" aria-label={`${field.label} translations`}>
                <Table.Tbody>
                  {TRANSLATION_LANGUAGES.map((lang) => {
                    const text = translation[field.key]?.[lang.code]?.trim();
                    return (
                      <Table.Tr key={lang.code}>
                        <Table.Th w={140}>{lang.name}</Table.Th>
                        <Table.Td>
                          {text ? (
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                              {text}
                            </Text>
                          ) : (
                            <Text size="sm" c="dimmed">
                              N/A
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Stack>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
