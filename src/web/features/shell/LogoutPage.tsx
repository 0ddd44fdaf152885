import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { logout } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/errors';
import { ApiError, callApi } from '../../lib/api-client';
import { clearSession, getSession } from '../../lib/session';

/** Calls logout; the token and profile are removed when the server confirms (or the session was already gone). */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const done = () => {
      clearSession();
      queryClient.clear();
      void navigate({ to: '/', replace: true });
    };
    if (!getSession()) return done();
    callApi(logout).then(
      (answer) => !cancelled && (answer.Message === MESSAGES.loggedOut ? done() : setError(answer.Message)),
      (err) => !cancelled && (err instanceof ApiError && err.status === 401 ? done() : setError(err instanceof Error ? err.message : String(err))),
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient]);

  return (
    <Center mih="60dvh">
      {error ? (
        <Stack maw={420}>
          <Alert color="red" title="Could not log out">
            {error}
          </Alert>
          <Button variant="default" onClick={() => window.history.back()}>
            Back
          </Button>
        </Stack>
      ) : (
        <Loader aria-label="Logging out" />
      )}
    </Center>
  );
}
