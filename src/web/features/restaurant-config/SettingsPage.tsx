/**
 * /restaurant-settings?id&name[&section]: the restaurant's configuration on a page of its own, one card per section
 * with what it sets; a section's link (`section=tips`) opens its window, so a section can be bookmarked or sent.
 */
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '../../components/links';
import { SECTION_KEYS, SECTIONS, type SectionKey } from './sections';

export function SettingsPage({
  restaurant,
  name,
  section,
}: {
  restaurant: string;
  name: string;
  section?: SectionKey;
}) {
  const navigate = useNavigate();
  const Window = section && SECTIONS[section].Window;
  const close = () =>
    void navigate({ to: '/restaurant-settings', search: { id: restaurant, name }, replace: true, resetScroll: false });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2}>Restaurant settings{name ? ` — ${name}` : ''}</Title>
        <ButtonLink to="/menu" search={{ id: restaurant, name }} variant="light">
          Menu
        </ButtonLink>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SectionCard
          title="Routing"
          about="Which printer prints each category's lines."
          link={
            <AnchorLink to="/restaurant-routing" search={{ id: restaurant, name }} fw={600}>
              Routing
            </AnchorLink>
          }
        />
        {SECTION_KEYS.map((key) => (
          <SectionCard
            key={key}
            title={SECTIONS[key].label}
            about={SECTIONS[key].about}
            link={
              <AnchorLink
                to="/restaurant-settings"
                search={{ id: restaurant, name, section: key }}
                resetScroll={false}
                fw={600}
              >
                {SECTIONS[key].label}
              </AnchorLink>
            }
          />
        ))}
      </SimpleGrid>
      {Window && <Window opened onClose={close} restaurant={restaurant} />}
    </Stack>
  );
}

function SectionCard({ title, about, link }: { title: string; about: string; link: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap={4}>
        {link}
        <Text size="sm" c="dimmed">
          {about}
        </Text>
      </Stack>
    </Paper>
  );
}
