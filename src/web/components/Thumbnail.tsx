import { Avatar, Image } from '@mantine/core';

/**
 * A small list image; without one, the name's initials on a colour of its own (the same look as the demo's dishes),
 * so rows stay easy to tell apart.
 */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <Image src={src} alt={alt} w={56} h={42} radius="sm" fit="cover" />
  ) : (
    <Avatar
      name={alt}
      color="initials"
      variant="filled"
      w={56}
      h={42}
      radius="sm"
      role="img"
      aria-label={`${alt}: no image`}
    />
  );
}
