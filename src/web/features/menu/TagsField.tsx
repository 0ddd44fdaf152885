/**
 * Tags of the menu item form: a tag input with the platform's tags as suggestions (a new name is sent as
 * 'tobeinserted' and created once by the server) and 'Generate AI Tags', which opens 'Select AI Tags'.
 */
import { Button, Chip, Group, Loader, Modal, Stack, TagsInput, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { menuRoutes } from '../../../contract/menu/routes';
import { callApi } from '../../lib/api-client';
import { tagsQuery } from './api';

type Tag = { label: string; value: string };
const NEW_TAG = 'tobeinserted';

export function TagsField({
  value,
  onChange,
  name,
  description,
  error,
}: {
  value: Tag[];
  onChange: (tags: Tag[]) => void;
  name: string;
  description: string;
  error?: ReactNode;
}) {
  const vocabulary = useQuery(tagsQuery()).data ?? [];
  const [asking, setAsking] = useState(false);
  const toTags = (labels: string[]): Tag[] => {
    const out: Tag[] = [];
    for (const raw of labels) {
      const label = raw.trim();
      if (!label || out.some((t) => t.label.toLowerCase() === label.toLowerCase())) continue;
      const mine = value.find((t) => t.label.toLowerCase() === label.toLowerCase());
      const known = vocabulary.find((t) => t.name.toLowerCase() === label.toLowerCase());
      out.push(mine ?? (known ? { label: known.name, value: known._id } : { label, value: NEW_TAG }));
    }
    return out;
  };
  return (
    <Stack gap={4}>
      <TagsInput
        label="Tags"
        placeholder="Type a tag and press Enter"
        data={vocabulary.map((t) => t.name)}
        value={value.map((t) => t.label)}
        onChange={(labels) => onChange(toTags(labels))}
        error={error}
        clearable
        maxTags={30}
      />
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSparkles size={14} />}
        w="fit-content"
        onClick={() => setAsking(true)}
        disabled={!name.trim()}
        title={name.trim() ? undefined : 'Enter a name first'}
      >
        Generate AI Tags
      </Button>
      {asking && (
        <AiTagsDialog
          name={name}
          description={description}
          onClose={() => setAsking(false)}
          onPick={(picked) => onChange(toTags([...value.map((t) => t.label), ...picked]))}
        />
      )}
    </Stack>
  );
}

/** 'Select AI Tags': 'Fetching AI Tags...', then the suggestions to pick from, or 'No Tags Found' with Retry. */
function AiTagsDialog({
  name,
  description,
  onClose,
  onPick,
}: {
  name: string;
  description: string;
  onClose: () => void;
  onPick: (labels: string[]) => void;
}) {
  const ask = useMutation({ mutationFn: () => callApi(menuRoutes.generateTags, { body: { name, description } }) });
  const [picked, setPicked] = useState<string[] | null>(null);
  const retry = () => ask.mutate(undefined, { onSuccess: (a) => setPicked(a.data.map((t) => t.label)) });
  const first = useRef(retry);
  useEffect(() => first.current(), []);
  const found = ask.data?.data ?? [];
  return (
    <Modal opened onClose={onClose} title="Select AI Tags" centered>
      {ask.isPending || (!ask.data && !ask.isError) ? (
        <Group gap="sm" py="lg" justify="center">
          <Loader size="sm" />
          <Text>Fetching AI Tags...</Text>
        </Group>
      ) : found.length === 0 ? (
        <Stack align="center" py="md" gap="sm">
          <Text fw={500}>No Tags Found</Text>
          {ask.data?.Message && (
            <Text size="sm" c="dimmed" ta="center">
              {ask.data.Message}
            </Text>
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button variant="light" onClick={retry}>
              Retry
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {ask.data?.source === 'ai'
              ? 'Suggested by the AI provider.'
              : "Found in the platform's own tags (no AI provider is set up)."}{' '}
            Pick the tags to add.
          </Text>
          <Chip.Group multiple value={picked ?? []} onChange={setPicked}>
            <Group gap="xs">
              {found.map((t) => (
                <Chip key={t.label} value={t.label}>
                  {t.label}
                  {t.value === NEW_TAG ? ' (new)' : ''}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onPick(picked ?? []);
                onClose();
              }}
              disabled={!picked?.length}
            >
              Add tags
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
