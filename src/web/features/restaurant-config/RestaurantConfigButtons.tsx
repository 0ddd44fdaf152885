/**
 * The menu page's restaurant configuration buttons: Routing (to /restaurant-routing), then one button per section
 * (sections.tsx), each opening its window. The menu page shows them in the group hidden for RestaurantUser (the server
 * refuses their changes too).
 */
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { SECTION_KEYS, SECTIONS, type SectionKey } from './sections';

export function RestaurantConfigButtons({
  restaurantId,
  restaurantName,
}: {
  restaurantId: string;
  restaurantName: string;
}) {
  const [open, setOpen] = useState<SectionKey | null>(null);
  const Window = open && SECTIONS[open].Window;
  return (
    <>
      <Button
        variant="light"
        component={Link}
        to="/restaurant-routing"
        search={{ id: restaurantId, name: restaurantName } as never}
      >
        Routing
      </Button>
      {SECTION_KEYS.map((key) => (
        <Button key={key} variant="light" onClick={() => setOpen(key)}>
          {SECTIONS[key].label}
        </Button>
      ))}
      {Window && <Window opened onClose={() => setOpen(null)} restaurant={restaurantId} />}
    </>
  );
}
