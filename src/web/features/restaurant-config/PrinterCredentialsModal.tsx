/**
 * The CloudPRNT settings to enter in a printer, shown once after it is added or its password regenerated: the Server
 * URL, the user name (the printer's id) and the password. The server keeps only a hash of the password.
 */
import { ActionIcon, Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import type { PrinterCredentials } from '../../../contract/restaurant-config/printers/schemas';

export interface ShownCredentials {
  printerName: string;
  credentials: PrinterCredentials;
}

function CopyField({ label, value, description }: { label: string; value: string; description?: string }) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`Copy ${label}`}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

export function PrinterCredentialsModal({ shown, onClose }: { shown: ShownCredentials | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!shown}
      onClose={onClose}
      title={shown ? `CloudPRNT settings of ${shown.printerName}` : ''}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">
            Open the printer&apos;s web settings (its IP address in a browser), go to <b>CloudPRNT</b>, switch it on and
            enter these three values. Leave the polling time at 5 seconds.
          </Text>
          <CopyField
            label="Server URL"
            value={shown.credentials.url}
            description="The address the printer polls, exactly as shown"
          />
          <CopyField label="User name" value={shown.credentials.username} description="The printer's id" />
          <CopyField label="Password" value={shown.credentials.password} />
          <Alert color="yellow" icon={<IconAlertTriangle />} title="The password is shown only now">
            Copy it into the printer before closing this window. If it is lost, use “Regenerate password” in Printers:
            the printer then needs the new one.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
