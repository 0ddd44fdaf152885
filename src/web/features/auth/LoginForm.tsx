import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { authRoutes } from '../../../contract/auth/routes';
import type { Profile } from '../../../contract/auth/schemas';
import { MESSAGES } from '../../../contract/errors';
import { callApi } from '../../lib/api-client';
import { setSession } from '../../lib/session';

interface LoginFormProps {
  endpoint: typeof authRoutes.adminSignIn | typeof authRoutes.restaurantSignIn;
  /** The admin login clears both fields after a failure (the spec's states and transitions). */
  clearOnFailure: boolean;
  onSignedIn: (profile: Profile) => void;
}

/** Username and password; stores the token and profile on success. */
export function LoginForm({ endpoint, clearOnFailure, onSignedIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(MESSAGES.invalidCredentials);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(endpoint, { body: { email: username.trim(), password } });
      setSession(answer.token, answer.profile);
      onSignedIn(answer.profile);
    } catch (err) {
      setError(err instanceof Error ? err.message : MESSAGES.invalidCredentials);
      if (clearOnFailure) {
        setUsername('');
        setPassword('');
      } else setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          size="md"
          autoFocus
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          size="md"
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
