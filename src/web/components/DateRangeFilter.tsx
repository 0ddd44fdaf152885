/**
 * A From/To pair of days (YYYY-MM-DD) with the spec's rules: From not after To, To not after today
 * (SMS logs, reports, statistics). Days can be typed or picked; a wrong range is shown under the field
 * at fault, and the caller asks `dateRangeErrors` (or `isValidDateRange`) before loading anything.
 */
import '@mantine/dates/styles.css';
import { Group } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { dateRangeErrors, calendarDay } from '../../contract/dates';

export interface DateRange {
  from: string;
  to: string;
}

interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (range: DateRange) => void;
  /** The last day allowed for To (default: today in the platform's time zone). */
  maxDate?: string;
  disabled?: boolean;
}

/** True when the range breaks none of the rules. */
export const isValidDateRange = ({ from, to }: DateRange, maxDate: string = calendarDay()) =>
  Object.keys(dateRangeErrors(from, to, maxDate)).length === 0;

export function DateRangeFilter({ from, to, onChange, maxDate, disabled }: DateRangeFilterProps) {
  const max = maxDate ?? calendarDay();
  const errors = dateRangeErrors(from, to, max);
  const afterMax = (day: string) => day > max;
  const common = {
    valueFormat: 'YYYY-MM-DD',
    placeholder: 'YYYY-MM-DD',
    leftSection: <IconCalendar size={16} />,
    clearable: true,
    disabled,
    excludeDate: afterMax,
    w: { base: '100%', xs: 170 },
    popoverProps: { withinPortal: true },
  } as const;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap" role="group" aria-label="Date range">
      <DateInput
        {...common}
        label="From"
        clearButtonProps={{ 'aria-label': 'Clear From' }}
        value={from || null}
        onChange={(v) => onChange({ from: v ?? '', to })}
        error={errors.from}
      />
      <DateInput
        {...common}
        label="To"
        clearButtonProps={{ 'aria-label': 'Clear To' }}
        value={to || null}
        onChange={(v) => onChange({ from, to: v ?? '' })}
        error={errors.to}
      />
    </Group>
  );
}
