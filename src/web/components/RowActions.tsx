/**
 * The action buttons at the end of a list row: icon buttons with a tooltip and an accessible name
 * ('Edit Summer menu', 'Delete Summer menu' …), and the delete flow every list shares.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../lib/notify';
import { confirmAction } from './confirm';
import type { Column } from './PagedTable';

interface RowActionProps {
  /** The accessible name, e.g. `Edit ${name}`. */
  label: string;
  tooltip: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

export function RowAction({ label, tooltip, icon, color, onClick, disabled, loading }: RowActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="light"
        color={color}
        size="lg"
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        loading={loading}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}

export const EditAction = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <RowAction label={`Edit ${name}`} tooltip="Edit" icon={<IconPencil size={18} />} onClick={onClick} />
);

/** The small pencil of a row in a compact list (categories, higher categories): 'Edit {name}'. */
export const EditIcon = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <Tooltip label="Edit">
    <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onClick}>
      <IconPencil size={16} />
    </ActionIcon>
  </Tooltip>
);

export const DeleteAction = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <RowAction label={`Delete ${name}`} tooltip="Delete" color="red" icon={<IconTrash size={18} />} onClick={onClick} />
);

interface DeleteRecordOptions {
  /** The confirmation's title, e.g. 'Delete news'. */
  title: string;
  /** The question (default 'Are you sure you want to delete record?'). */
  message?: string;
  /** Deletes; resolves with the server's answer (its Message is the notice). */
  remove: () => Promise<{ Message?: string }>;
  /** The notice when the answer has no Message. */
  deleted: string;
  /** After a delete, e.g. to step back from a page that is now empty. */
  onDeleted?: () => void;
}

/** Asks 'Are you sure you want to delete record?', deletes, and tells how it went. */
export async function deleteRecord({
  title,
  message = 'Are you sure you want to delete record?',
  remove,
  deleted,
  onDeleted,
}: DeleteRecordOptions) {
  if (!(await confirmAction({ title, message, confirmLabel: 'Delete', danger: true }))) return;
  try {
    const answer = await remove();
    notifySuccess(answer.Message ?? deleted);
    onDeleted?.();
  } catch (err) {
    notifyError(err instanceof Error ? err.message : String(err));
  }
}

/**
 * The Action column of a list (headed "Action" unless the list's own words differ): a row's own buttons first, then
 * Edit and Delete (each when the list has it).
 */
export function actionsColumn<T>(o: {
  name: (row: T) => string;
  header?: string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  more?: (row: T) => ReactNode;
}): Column<T> {
  return {
    key: 'actions',
    header: o.header ?? 'Action',
    role: 'actions',
    align: 'right',
    render: (row) => (
      <RowActions>
        {o.more?.(row)}
        {o.onEdit && <EditAction name={o.name(row)} onClick={() => o.onEdit!(row)} />}
        {o.onDelete && <DeleteAction name={o.name(row)} onClick={() => o.onDelete!(row)} />}
      </RowActions>
    ),
  };
}

/** After a delete: when it removed the last row of a page after the first, show the page before it. */
export const stepBack = (rows: unknown[] | undefined, page: number, onPage: (page: number) => void) => () => {
  if (rows?.length === 1 && page > 1) onPage(page - 1);
};
