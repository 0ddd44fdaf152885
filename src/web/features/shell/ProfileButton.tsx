import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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

/**
 * The top bar's avatar and name: the profile menu's button. It is named by what it shows (the name; the initials are
 * decoration) and then what it opens, with no aria-label that would differ from its visible text (WCAG 2.5.3 Label in
 * Name: "click Bistro Kitchen" works in voice control). Where the name is hidden (narrow screens) it is "Profile menu".
 */
export function ProfileButton({ profile, ...props }: { profile: Profile } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton {...props}>
      <Group gap="xs" wrap="nowrap">
        <span className={classes.avatar} aria-hidden>
          {initials(profile.Name) || '?'}
        </span>
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
          {profile.Name}
        </Text>
      </Group>
      <VisuallyHidden> Profile menu</VisuallyHidden>
    </UnstyledButton>
  );
}
