import { Card, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

/** An address inside the app that no screen has: says so. */
export const Route = createFileRoute('/_app/$')({
  component: function Splat() {
    const path = `/${Route.useParams()._splat ?? ''}`;
    return (
      <Card withBorder p="xl" maw={640}>
        <Title order={3}>Page not found</Title>
        <Text c="dimmed">There is no page at {path}.</Text>
      </Card>
    );
  },
});
