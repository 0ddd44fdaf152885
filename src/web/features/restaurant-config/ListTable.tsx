import type { CSSProperties, ReactNode } from 'react';
import { PagedTable, type Column } from '../../components/PagedTable';

/** A short, unpaged list of a restaurant's settings in a modal: the shared table without a pager, a style per row. */
export function ListTable<T>(props: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  caption: string;
  rowStyle?: (row: T) => CSSProperties | undefined;
}) {
  return <PagedTable {...props} />;
}

/** Red rows: disabled tables. */
export const RED_ROW: CSSProperties = { backgroundColor: 'var(--mantine-color-red-light)' };
/** Shaded rows: inactive printers. */
export const SHADED_ROW: CSSProperties = { backgroundColor: 'var(--mantine-color-gray-light)', opacity: 0.65 };
