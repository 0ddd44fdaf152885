import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Profile } from '../../../contract/auth/schemas';
import { ADMIN_PROFILE_MENU } from './nav';
import { ProfileButton } from './ProfileButton';

/** The profile menu itself (Mantine's Menu and its floating dropdown), loaded when the button is first used. */
export default function ProfileMenuFull({ profile }: { profile: Profile }) {
  const isAdmin = profile.Type === 'Admin';
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened>
      <Menu.Target>
        <ProfileButton profile={profile} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.Email}
          <br />
          {profile.Type === 'Admin' ? 'Platform admin' : profile.RestaurantName}
        </Menu.Label>
        {isAdmin &&
          ADMIN_PROFILE_MENU.map((item) => (
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
