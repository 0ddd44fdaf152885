import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import type { Profile } from '../../../contract/auth/schemas';
import classes from './AppLayout.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The top bar's avatar and name: the profile menu's button. */
export function ProfileButton({ profile, ...props }: { profile: Profile } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label="Profile menu" {...props}>
      <Group gap="xs" wrap="nowrap">
        <span className={classes.avatar} aria-hidden>
          {initials(profile.Name) || '?'}
        </span>
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {profile.Name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
