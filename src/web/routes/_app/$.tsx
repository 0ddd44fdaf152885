import { Card, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { NotBuilt } from '../../components/NotBuilt';
import { isPlannedRoute } from '../../features/shell/nav';

/** Routes of the specification not built yet say so; anything else is not found. */
export const Route = createFileRoute('/_app/$')({
  component: function Splat() {
    const path = `/${Route.useParams()._splat ?? ''}`;
    if (isPlannedRoute(path)) return <NotBuilt path={path} />;
    return (
      <Card withBorder p="xl" maw={640}>
        <Title order={3}>Page not found</Title>
        <Text c="dimmed">There is no page at {path}.</Text>
      </Card>
    );
  },
});
