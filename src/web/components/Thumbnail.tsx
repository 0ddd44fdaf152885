import { Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** A list row's small picture (news, deals …), or a grey placeholder when there is none. */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return src ? (
    <Image src={src} alt={alt} w={56} h={42} radius="sm" fit="cover" />
  ) : (
    <Center w={56} h={42} bg="gray.1" style={{ borderRadius: 4 }} role="img" aria-label={`${alt}: no image`}>
      <IconPhoto size={18} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}
