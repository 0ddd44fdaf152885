import { Group, MultiSelect } from '@mantine/core';
import { REPORT_STATUSES, type ReportStatus } from '../../../contract/reports/routes';
import { DateRangeFilter, type DateRange } from '../../components/DateRangeFilter';
import { statusLabel } from './format';

interface ReportFiltersProps {
  statuses: ReportStatus[];
  range: DateRange;
  onChange: (next: { statuses: ReportStatus[]; range: DateRange }) => void;
  disabled?: boolean;
}

/** Status multi-select (Confirmed, Completed, Cancelled, Refunded) and From/To (From not after To, To not after today). */
export function ReportFilters({ statuses, range, onChange, disabled }: ReportFiltersProps) {
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <MultiSelect
        label="Status"
        data={REPORT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        value={statuses}
        onChange={(v) => onChange({ statuses: REPORT_STATUSES.filter((s) => v.includes(s)), range })}
        error={statuses.length === 0 ? 'Please select a status' : undefined}
        disabled={disabled}
        w={{ base: '100%', sm: 340 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DateRangeFilter
        from={range.from}
        to={range.to}
        disabled={disabled}
        onChange={(r) => onChange({ statuses, range: r })}
      />
    </Group>
  );
}
