import { useSyncExternalStore } from 'react';
import type { Profile } from '../../contract/auth/schemas';

/** The session lives in browser storage, as the spec says: the token and the profile. */
const TOKEN_KEY = 'token';
const PROFILE_KEY = 'profile';

export interface Session {
  token: string;
  profile: Profile;
}

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const rawProfile = localStorage.getItem(PROFILE_KEY);
  const raw = `${token}\n${rawProfile}`;
  if (cached?.raw === raw) return cached.session;
  let session: Session | null = null;
  if (token && rawProfile) {
    try {
      const p = JSON.parse(rawProfile) as Partial<Profile>;
      // A missing type is treated as Admin (the spec's entities).
      session = {
        token,
        profile: { Restaurant: null, RestaurantName: null, ...p, Type: p.Type ?? 'Admin' } as Profile,
      };
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

const emit = () => listeners.forEach((l) => l());

export const getSession = read;

export function setSession(token: string, profile: Profile) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  emit();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
  emit();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === TOKEN_KEY || e.key === PROFILE_KEY || e.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, re-rendering when it changes (also in another tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, read, () => null);
}

export const isStaffProfile = (p: Profile) => p.Type === 'RestaurantAdmin' || p.Type === 'RestaurantUser';
