import { Button, Group, Text } from '@mantine/core';
import type { PageMeta } from '../../contract/common';
import { pageWindow } from './page-window';

interface PagerProps {
  meta: PageMeta;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Page numbers with the spec's window, plus previous/next; hidden when everything fits on one page. */
export function Pager({ meta, onPage, disabled }: PagerProps) {
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  return (
    <Group gap={4} justify="center" wrap="wrap" role="navigation" aria-label="Pages">
      <Button
        variant="default"
        size="compact-md"
        disabled={disabled || current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label="Previous page"
      >
        ‹
      </Button>
      {pageWindow(current, last).map((p) => (
        <Button
          key={p}
          size="compact-md"
          variant={p === current ? 'filled' : 'default'}
          aria-current={p === current ? 'page' : undefined}
          aria-label={`Page ${p}`}
          disabled={disabled}
          onClick={() => p !== current && onPage(p)}
          miw={36}
        >
          {p}
        </Button>
      ))}
      <Button
        variant="default"
        size="compact-md"
        disabled={disabled || current >= last}
        onClick={() => onPage(current + 1)}
        aria-label="Next page"
      >
        ›
      </Button>
      <Text size="sm" c="dimmed" ml="xs">
        Page {current} of {last}
      </Text>
    </Group>
  );
}
