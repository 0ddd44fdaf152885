import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReportStatus } from '../../../contract/reports/routes';
import type { ReportRow } from '../../../contract/reports/schemas';
import { isValidDateRange, type DateRange } from '../../components/DateRangeFilter';
import type { Column } from '../../components/PagedTable';
import { QueryPagedTable } from '../../components/QueryPagedTable';
import { fetchWholeReport, reportPageQuery, type ReportFilter } from './api';
import { BackTitle } from '../../components/BackTitle';
import { exportReportCsv, exportReportExcel, exportReportPdf, type ReportExportInput } from './export';
import { formatAmount, dateTime, statusLabel } from './format';
import { ReportFilters } from './ReportFilters';
import { useExport } from './useExport';

export interface ReportSearch {
  restaurant: string;
  name: string;
  statuses: ReportStatus[];
  from: string;
  to: string;
  page: number;
}

/** The report's columns; dates in the restaurant's zone (from the answer). */
const columnsIn = (timeZone: string | undefined): Column<ReportRow>[] => [
  { key: 'refNo', header: 'Ref No', role: 'primary', render: (r) => r.refNo },
  { key: 'date', header: 'Date', render: (r) => dateTime(r.date, timeZone) },
  { key: 'subtotal', header: 'Subtotal', align: 'right', render: (r) => formatAmount(r.subtotal) },
  { key: 'discount', header: 'Discount', align: 'right', render: (r) => formatAmount(r.discount) },
  { key: 'tip', header: 'Tip', align: 'right', render: (r) => formatAmount(r.tip) },
  { key: 'serviceFee', header: 'Service Fee', align: 'right', render: (r) => `${r.serviceFee}%` },
  { key: 'total', header: 'Total', align: 'right', render: (r) => formatAmount(r.total) },
  {
    key: 'amountcaptured',
    header: 'Amount Captured',
    align: 'right',
    render: (r) => formatAmount(r.amountcaptured / 100),
  },
  { key: 'status', header: 'Status', render: (r) => statusLabel(r.status) },
  { key: 'paymentType', header: 'Payment Type', render: (r) => r.paymentType },
];

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={`figure-${label}`}>
        {value}
      </Text>
      {sub && (
        <Text size="xs" c="dimmed">
          {sub}
        </Text>
      )}
    </Paper>
  );
}

export function RestaurantReportPage({
  search,
  onChange,
}: {
  search: ReportSearch;
  onChange: (next: Partial<ReportSearch>) => void;
}) {
  const filter: ReportFilter = {
    restaurant: search.restaurant,
    statuses: search.statuses,
    from: search.from,
    to: search.to,
  };
  const valid = search.statuses.length > 0 && isValidDateRange({ from: search.from, to: search.to });
  const query = useQuery(reportPageQuery(filter, search.page, valid));
  const exporter = useExport();
  const meta = query.data?.ordermeta;
  const currency = meta?.currency ?? 'DKK';
  const columns = useMemo(() => columnsIn(meta?.timezone), [meta?.timezone]);

  const exportWith = (
    kind: string,
    write: (i: ReportExportInput, onProgress: (p: number) => void) => Promise<string> | string,
  ) =>
    exporter.run(kind, async (onProgress) => {
      onProgress(0.05);
      const answer = await fetchWholeReport(filter);
      onProgress(0.3);
      return write({ name: search.name, from: search.from, to: search.to, statuses: search.statuses, answer }, (p) =>
        onProgress(0.3 + p * 0.7),
      );
    });

  return (
    <Stack gap="md">
      <BackTitle title={`Report for ${search.name}`}>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileTypePdf size={18} />}
            loading={exporter.busy === 'pdf'}
            disabled={!valid || !!exporter.busy}
            onClick={() => exportWith('pdf', exportReportPdf)}
          >
            Export PDF
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} />}
            loading={exporter.busy === 'excel'}
            disabled={!valid || !!exporter.busy}
            onClick={() => exportWith('excel', exportReportExcel)}
          >
            Export Excel
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileTypeCsv size={18} />}
            loading={exporter.busy === 'csv'}
            disabled={!valid || !!exporter.busy}
            onClick={() => exportWith('csv', exportReportCsv)}
          >
            Export CSV
          </Button>
        </Group>
      </BackTitle>
      {exporter.busy && <Progress value={exporter.progress * 100} animated aria-label="Export progress" />}
      <ReportFilters
        statuses={search.statuses}
        range={{ from: search.from, to: search.to }}
        onChange={({ statuses, range }: { statuses: ReportStatus[]; range: DateRange }) =>
          onChange({ statuses, from: range.from, to: range.to, page: 1 })
        }
      />
      {meta && (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
          {search.statuses.map((s) => (
            <Figure
              key={s}
              label={statusLabel(s)}
              value={formatAmount(meta[s], currency)}
              sub={`${meta[`${s}count`]} orders`}
            />
          ))}
          <Figure
            label="SMS fee"
            value={formatAmount(meta.fees.sms, currency)}
            sub={`${meta.smsLogsCount} SMS × 0.50`}
          />
          <Figure
            label="Transaction fee"
            value={formatAmount(meta.totaltransactionfee, currency)}
            sub={`${query.data?.meta.total ?? 0} orders × 0.20`}
          />
          <Figure
            label="Net Total"
            value={formatAmount(meta.net, currency)}
            sub="confirmed + completed − refunded − fees"
          />
        </SimpleGrid>
      )}
      <QueryPagedTable
        query={query}
        columns={columns}
        rowKey={(r) => r._id}
        onPage={(page) => onChange({ page })}
        empty="No data yet"
        caption={`Report for ${search.name}`}
      />
    </Stack>
  );
}
