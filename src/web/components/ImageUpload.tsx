/**
 * Image field of entity forms (cover image, menu image, news image, deal image …): shows the current image or a
 * placeholder, lets the user pick a PNG/JPEG/WebP/GIF that is uploaded at once through POST /upload, and
 * reports the new url. A failed upload shows 'Error uploading photo' as a notification and under the field.
 */
import { Box, Button, Center, FileButton, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { UPLOAD_MESSAGES } from '../../contract/upload/routes';
import { notifyError } from '../lib/notify';
import { IMAGE_ACCEPT, uploadFailureText, uploadImage } from '../lib/upload';

interface ImageUploadProps {
  label: string;
  /** The image's url; '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's message for this field (e.g. a server field error). */
  error?: ReactNode;
  description?: string;
}

export function ImageUpload({ label, value, onChange, error, description }: ImageUploadProps) {
  const labelId = useId();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onFile(file: File | null) {
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (err) {
      setFailure(uploadFailureText(err));
      notifyError(UPLOAD_MESSAGES.failed);
    } finally {
      setUploading(false);
    }
  }

  const message = failure ?? error;
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Group align="flex-start" gap="md" wrap="wrap">
        <Paper withBorder radius="md" w={160} h={110} style={{ overflow: 'hidden', flexShrink: 0 }}>
          {value ? (
            <Image src={value} alt={`${label} preview`} w={160} h={110} fit="cover" />
          ) : (
            <Center h="100%" c="dimmed">
              <Stack gap={2} align="center">
                <IconPhoto size={28} stroke={1.5} />
                <Text size="xs">No image</Text>
              </Stack>
            </Center>
          )}
        </Paper>
        <Stack gap="xs" miw={180} style={{ flex: 1 }}>
          <Group gap="xs">
            <FileButton onChange={onFile} accept={IMAGE_ACCEPT} disabled={uploading}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                  {value ? 'Change image' : 'Choose image'}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onChange('')}
                disabled={uploading}
              >
                Remove image
              </Button>
            )}
          </Group>
          {uploading && (
            <Box>
              <Text size="xs" c="dimmed">
                Uploading…
              </Text>
              <Progress value={100} animated striped aria-label="Uploading" />
            </Box>
          )}
          {!uploading && (
            <Text size="xs" c="dimmed">
              PNG, JPEG, WebP or GIF, at most 5 MB
            </Text>
          )}
        </Stack>
      </Group>
      {message && <Input.Error role="alert">{message}</Input.Error>}
    </Stack>
  );
}
