/** Cells and columns every list repeats: the picture, the bold name (with a dimmed second line), text that never wraps. */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './PagedTable';
import { Thumbnail } from './Thumbnail';

/** Dates and amounts: on one line, whatever the column's width. */
export const NoWrap = ({ children }: { children: ReactNode }) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {children}
  </Text>
);

/** The Image column: the item's thumbnail. */
export const imageColumn = <T,>(src: (row: T) => string, alt: (row: T) => string): Column<T> => ({
  key: 'image',
  header: 'Image',
  width: 72,
  render: (row) => <Thumbnail src={src(row)} alt={alt(row)} />,
});

/** The Name column (the card's title on phones): the name in bold, and under it `sub` when a row has one. */
export const nameColumn = <T,>(name: (row: T) => string, sub?: (row: T) => ReactNode): Column<T> => ({
  key: 'name',
  header: 'Name',
  role: 'primary',
  render: (row) => {
    const second = sub?.(row);
    if (!sub) return <Text fw={500}>{name(row)}</Text>;
    return (
      <Stack gap={0}>
        <Text fw={500}>{name(row)}</Text>
        {second}
      </Stack>
    );
  },
});
