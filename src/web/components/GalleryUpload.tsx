/**
 * A list of images (restaurant gallery, news gallery …): thumbnails with a remove button each, and 'Add images'
 * that uploads one or more picked files through POST /upload and appends their urls, up to `max`.
 */
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { UPLOAD_MESSAGES } from '../../contract/upload/routes';
import { notifyError } from '../lib/notify';
import { IMAGE_ACCEPT, uploadFailureText, uploadImage } from '../lib/upload';

interface GalleryUploadProps {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  /** Most images allowed (default 20). */
  max?: number;
}

export function GalleryUpload({ label, value, onChange, max = 20 }: GalleryUploadProps) {
  const labelId = useId();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const room = Math.max(0, max - value.length);

  async function onFiles(files: File[]) {
    if (!files.length) return;
    setFailure(null);
    const picked = files.slice(0, room);
    if (picked.length < files.length) setFailure(`At most ${max} images: ${files.length - picked.length} not added`);
    // Removing is disabled while uploading, so the list only grows: each upload appends to the last one.
    let urls = value;
    for (const [i, file] of picked.entries()) {
      setProgress({ done: i, total: picked.length });
      try {
        urls = [...urls, await uploadImage(file)];
        onChange(urls);
      } catch (err) {
        setFailure(`${file.name}: ${uploadFailureText(err)}`);
        notifyError(UPLOAD_MESSAGES.failed);
      }
    }
    setProgress(null);
  }

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="div">
        {label}{' '}
        <Text span size="xs" c="dimmed">
          ({value.length}/{max})
        </Text>
      </Input.Label>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images yet
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 5 }} spacing="xs">
          {value.map((url, i) => (
            <Paper
              key={`${url}-${i}`}
              withBorder
              radius="md"
              pos="relative"
              style={{ overflow: 'hidden', aspectRatio: '4 / 3' }}
            >
              <Image src={url} alt={`${label} image ${i + 1}`} h="100%" w="100%" fit="cover" />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="md"
                color="red"
                variant="filled"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => remove(i)}
                disabled={!!progress}
              >
                <IconX size={14} />
              </ActionIcon>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Group gap="xs">
        <FileButton onChange={onFiles} accept={IMAGE_ACCEPT} multiple disabled={!!progress || room === 0}>
          {(props) => (
            <Button {...props} variant="light" size="sm" leftSection={<IconPlus size={16} />} loading={!!progress}>
              Add images
            </Button>
          )}
        </FileButton>
        {progress ? (
          <Text size="xs" c="dimmed">
            Uploading {progress.done + 1} of {progress.total}…
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {room === 0 ? `The most is ${max} images` : 'PNG, JPEG, WebP or GIF, at most 5 MB each'}
          </Text>
        )}
      </Group>
      {progress && <Progress value={(progress.done / progress.total) * 100} aria-label="Uploading" />}
      {failure && <Input.Error role="alert">{failure}</Input.Error>}
    </Stack>
  );
}
