import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { authRoutes } from '../../../contract/auth/routes';
import { newPassword } from '../../../contract/common';
import { ApiError, callApi } from '../../lib/api-client';
import { check } from '../../lib/validation';

/** Sets a new password from a reset link (once, before it expires). */
export function ResetPassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = check(newPassword, password);
    const next = {
      password: checked.success ? undefined : checked.error.issues[0].message,
      repeat: password === repeat ? undefined : 'The passwords do not match',
    };
    setErrors(next);
    if (next.password || next.repeat) return;
    setBusy(true);
    try {
      const answer = await callApi(authRoutes.resetPassword, { body: { token, password } });
      setResult({ ok: true, message: answer.Message });
    } catch (err) {
      if (err instanceof ApiError && err.fields.password) setErrors({ password: err.fields.password });
      else setResult({ ok: false, message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  if (!token)
    return <Alert color="red">This reset link is incomplete. Please open the link from the email again.</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role="alert" variant="light">
            {result.message}
          </Alert>
        )}
        {!result?.ok && (
          <>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              size="md"
            />
            <PasswordInput
              label="Repeat new password"
              autoComplete="new-password"
              value={repeat}
              onChange={(e) => setRepeat(e.currentTarget.value)}
              error={errors.repeat}
              size="md"
            />
            <Button type="submit" size="md" loading={busy} fullWidth>
              Set new password
            </Button>
          </>
        )}
        <Anchor component={Link} to="/restaurant-login" ta="center" size="sm">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
