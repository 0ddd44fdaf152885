/**
 * The frame and heading every order card of a kitchen screen shares (the kitchen's and station's cards, the expo's),
 * so a card selected with the bump bar looks and reads the same on each screen.
 */
import { Badge, Group, Paper, Text, type MantineShadow } from '@mantine/core';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** An order's card: outlined and scrolled into view while selected with the bump bar or the keyboard. */
export function KitchenCard({
  refNo,
  testId,
  selected,
  accent,
  shadow,
  children,
}: {
  refNo: string;
  testId: string;
  selected: boolean;
  /** A thick border in this colour (e.g. a new order, an order ready), or none. */
  accent?: string;
  shadow?: MantineShadow;
  children: ReactNode;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  const style: CSSProperties = {
    ...(accent ? { borderColor: accent, borderWidth: 3 } : {}),
    ...(selected ? { outline: '5px solid var(--mantine-color-blue-5)', outlineOffset: 3 } : {}),
  };
  return (
    <Paper
      ref={card}
      withBorder
      radius="md"
      p="md"
      shadow={shadow}
      data-testid={testId}
      aria-label={`Order ${refNo}`}
      aria-current={selected || undefined}
      data-selected={selected || undefined}
      style={style}
    >
      {children}
    </Paper>
  );
}

/** The order's reference in large type, after its number for the bump bar's digit keys (1–9) when it has one. */
export function CardRefNo({ refNo, keyNumber }: { refNo: string; keyNumber?: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {keyNumber !== undefined && (
        <Badge
          size="lg"
          variant="outline"
          color="gray"
          radius="sm"
          aria-label={`Key ${keyNumber}`}
          data-testid="key-number"
          style={{ flex: 'none' }}
        >
          {keyNumber}
        </Badge>
      )}
      <Text fz={28} fw={800} lh={1.1}>
        {refNo}
      </Text>
    </Group>
  );
}
