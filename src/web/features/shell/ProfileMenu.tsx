import { Suspense, useState } from 'react';
import type { Profile } from '../../../contract/auth/schemas';
import { lazyOr } from '../../lib/lazy';
import { ProfileButton } from './ProfileButton';

const load = () => import('./ProfileMenuFull');
const ProfileMenuFull = lazyOr(load, ({ profile }) => <ProfileButton profile={profile} />);
const prefetch = () => void load().catch(() => undefined);

/**
 * The top bar's profile menu. Its menu (Mantine's Menu, Popover and floating-ui, ≈ 15 KB gzip) loads when the button
 * is first pointed at or used, and opens at once (not in the kitchen's first load).
 */
export function ProfileMenu({ profile }: { profile: Profile }) {
  const [used, setUsed] = useState(false);
  if (!used)
    return (
      <ProfileButton
        profile={profile}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setUsed(true)}
      />
    );
  return (
    <Suspense fallback={<ProfileButton profile={profile} aria-haspopup="menu" aria-expanded={false} />}>
      <ProfileMenuFull profile={profile} />
    </Suspense>
  );
}
