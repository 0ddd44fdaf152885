import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TAG_MESSAGES } from '../../../contract/tags/routes';
import { ButtonLink } from '../../components/links';
import { PageTitle } from '../../components/PageTitle';
import { tagDetailQuery } from './api';

/** /tag?id=&name=: the menus that carry a tag ('menu name - restaurant') and their tags. */
export function TagDetailPage({ id, name }: { id: string; name: string }) {
  const query = useQuery(tagDetailQuery(id));
  const menus = query.data?.relevantMenu;
  return (
    <>
      <PageTitle title={`Tag: ${query.data?.tag.name ?? name}`} count={menus?.length} countLabel="Menus">
        <ButtonLink to="/tags" variant="default">
          Back to tags
        </ButtonLink>
      </PageTitle>
      {query.error ? (
        <Alert color="red" title="Could not load the tag">
          {query.error.message}
        </Alert>
      ) : !menus ? (
        <Skeleton h={120} aria-label="Loading" />
      ) : menus.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {TAG_MESSAGES.noMenu}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {menus.map((m) => (
            <Card key={m._id} withBorder padding="md">
              <Stack gap="xs">
                <Text fw={600}>{`${m.Name} - ${m.Restaurant.Name || 'N/A'}`}</Text>
                <Group gap={6}>
                  {m.Tags.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      N/A
                    </Text>
                  ) : (
                    m.Tags.map((t) => (
                      <Badge key={t._id} variant={t._id === id ? 'filled' : 'light'}>
                        {t.Name}
                      </Badge>
                    ))
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
