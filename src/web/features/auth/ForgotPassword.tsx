import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { authRoutes, FORGOT_PASSWORD_FAILED, FORGOT_PASSWORD_SENT } from '../../../contract/auth/routes';
import { ApiError, callApi } from '../../lib/api-client';

const INVALID_EMAIL = 'Please enter valid email';

/** The restaurant login's 'Forgot Password?' flow. */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    if (!email.trim() || !email.includes('@')) {
      setFieldError(INVALID_EMAIL);
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await callApi(authRoutes.forgotPassword, { body: { email: email.trim() } });
      setResult({ ok: true, message: FORGOT_PASSWORD_SENT });
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setFieldError(err.fields.email);
      else
        setResult({
          ok: false,
          message: err instanceof ApiError && err.isNetwork ? err.message : FORGOT_PASSWORD_FAILED,
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the email of your restaurant account and we will send you a link to choose a new password.
        </Text>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role="alert" variant="light">
            {result.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError}
          size="md"
          autoFocus
        />
        <Button type="submit" size="md" loading={busy} fullWidth>
          Reset Password
        </Button>
        <Anchor component="button" type="button" onClick={onBack} ta="center" size="sm">
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
