/** The paged table of a list query: rows, pager, loading, error and retry all come from the query. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageMeta } from '../../contract/common';
import { PagedTable, type Column } from './PagedTable';

interface QueryPagedTableProps<T> {
  query: UseQueryResult<{ data: T[]; meta?: PageMeta }>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  onPage?: (page: number) => void;
  empty: ReactNode;
  caption: string;
  onRowClick?: (row: T) => void;
}

export function QueryPagedTable<T>({ query, onPage = () => undefined, ...table }: QueryPagedTableProps<T>) {
  return (
    <PagedTable
      {...table}
      rows={query.data?.data}
      meta={query.data?.meta}
      onPage={onPage}
      loading={query.isFetching}
      error={query.error}
      onRetry={() => query.refetch()}
    />
  );
}
