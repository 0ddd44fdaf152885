import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../contract/auth';
import { ADMIN_PROFILE_MENU } from './nav';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

export function ProfileMenu({ profile }: { profile: Profile }) {
  const isAdmin = profile.Type === 'Admin';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Profile menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="orange" radius="xl" size="md">
              {initials(profile.Name) || '?'}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {profile.Name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.Email}
          <br />
          {profile.Type === 'Admin' ? 'Platform admin' : profile.RestaurantName}
        </Menu.Label>
        {isAdmin && ADMIN_PROFILE_MENU.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to as never}>
            {item.label}
          </Menu.Item>
        ))}
        {isAdmin && <Menu.Divider />}
        <Menu.Item component={Link} to="/logout" color="red">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
