/**
 * A list sorted by dragging (mouse, touch) or with the keyboard (focus a handle, Space to lift, arrows to move,
 * Space to drop, Esc to cancel), made with @dnd-kit. The parent owns the order: `onReorder` gets the new ids.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => string;
  /** The item's name for the handle's accessible label ('Drag Starters'). */
  nameOf: (item: T) => string;
  render: (item: T) => ReactNode;
  onReorder: (ids: string[]) => void;
  disabled?: boolean;
  gap?: number | string;
}

export function SortableList<T>({ items, idOf, nameOf, render, onReorder, disabled, gap = 4 }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const names = new Map(items.map((i) => [idOf(i), nameOf(i)]));
  const name = (id: string | number) => names.get(String(id)) ?? '';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} is over ${name(over.id)}.` : `${name(active.id)} is no longer over a place.`,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} was dropped at ${name(over.id)}.` : `${name(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Sorting cancelled. ${name(active.id)} was dropped.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <Stack gap={gap} role="list">
          {items.map((item) => (
            <SortableRow key={idOf(item)} id={idOf(item)} name={nameOf(item)} disabled={disabled}>
              {render(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  disabled,
  children,
}: {
  id: string;
  name: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <Group gap={4} wrap="nowrap" align="center">
        {!disabled && (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Drag ${name}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </div>
  );
}

/** A list reordered by dragging: shown in the new order at once while `save` stores it, then as the server has it. */
export function useReorder<T>(items: T[], idOf: (item: T) => string, save: (ids: string[]) => Promise<unknown>) {
  const [order, setOrder] = useState<string[] | null>(null);
  const shown = order ? order.map((id) => items.find((x) => idOf(x) === id)).filter((x): x is T => !!x) : items;
  const onReorder = (ids: string[]) => {
    setOrder(ids);
    void save(ids).finally(() => setOrder(null));
  };
  return { shown, onReorder };
}

/** Rows ticked for a bulk action (e.g. deleting several categories). */
export function useSelection() {
  const [checked, setChecked] = useState<string[]>([]);
  return {
    checked,
    has: (id: string) => checked.includes(id),
    toggle: (id: string, on: boolean) => setChecked((xs) => (on ? [...xs, id] : xs.filter((x) => x !== id))),
    clear: () => setChecked([]),
  };
}
