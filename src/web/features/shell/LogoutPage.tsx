import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { authRoutes } from '../../../contract/auth/routes';
import { MESSAGES } from '../../../contract/errors';
import { ApiError, callApi } from '../../lib/api-client';
import { confirmAction } from '../../components/confirm';
import { pendingActionCount, resetQueue } from '../../lib/offline/queue';
import { persister } from '../../lib/persist';
import { clearSession, getSession } from '../../lib/session';
import { forgetDevice } from '../../lib/staff-push';

/** Calls logout; the token and profile are removed when the server confirms (or the session was already gone). */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const done = async () => {
      // Logging out clears the session, the cached data (also the copy kept for offline use), the offline queue and this
      // device's staff notifications.
      clearSession();
      queryClient.clear();
      await Promise.all([resetQueue(), persister.removeClient(), forgetDevice().catch(() => undefined)]);
      void navigate({ to: '/', replace: true });
    };
    (async () => {
      if (!getSession()) return done();
      const waiting = pendingActionCount();
      if (
        waiting > 0 &&
        !(await confirmAction({
          title: 'Actions not synced yet',
          message: `${waiting} action${waiting === 1 ? ' has' : 's have'} not reached the server yet. If you log out now, ${waiting === 1 ? 'it is' : 'they are'} lost. Log out anyway?`,
          confirmLabel: 'Log out anyway',
          danger: true,
        }))
      )
        return void navigate({ to: '/dashboard', replace: true });
      await callApi(authRoutes.logout).then(
        (answer) => !cancelled && (answer.Message === MESSAGES.loggedOut ? done() : setError(answer.Message)),
        (err) =>
          !cancelled &&
          (err instanceof ApiError && err.status === 401
            ? done()
            : setError(err instanceof Error ? err.message : String(err))),
      );
    })();
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
