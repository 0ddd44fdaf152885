/** What a query shows before it has data: a spinner while loading, the error with a retry when it failed; then its content. */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

interface QueryGateProps<T> {
  query: UseQueryResult<T>;
  /** Title of the error, e.g. 'Could not load the configuration'. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

export function QueryGate<T>({ query, errorTitle, children }: QueryGateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    return (
      <Alert color="red" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
