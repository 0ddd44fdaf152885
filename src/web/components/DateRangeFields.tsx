import '@mantine/dates/styles.css';
import { SimpleGrid } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { DatedStatus } from '../../contract/promotions';
import { calendarDay } from '../../contract/dates';
import { addDays, zonedEnd, zonedStart } from '../lib/zoned';

/** The tab labels of the dated promotions (promos, stamp cards). */
export const DATED_STATUS_LABELS: Record<DatedStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  expired: 'Expired',
};

type Dated = { startdate: string; enddate: string };

/** The form keeps instants; the pickers show the platform's calendar days (start 00:00, end 23:59:59.999 there). */
const dayOf = (iso: string | undefined) => (iso ? calendarDay(iso) : null);

/** Start Date and End Date of a coupon, promo, stamp card or deal (whose form says 'Start date', 'End date'). */
export function DateRangeFields<V extends Dated>({
  form,
  labels = ['Start Date', 'End Date'],
}: {
  form: UseFormReturnType<V>;
  labels?: [string, string];
}) {
  const v = form.getValues();
  const f = form as unknown as UseFormReturnType<Dated>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DateInput
        label={labels[0]}
        withAsterisk
        valueFormat="DD/MM/YYYY"
        value={dayOf(v.startdate)}
        onChange={(d) => f.setFieldValue('startdate', d ? zonedStart(d) : '')}
        error={form.errors.startdate}
      />
      <DateInput
        label={labels[1]}
        withAsterisk
        valueFormat="DD/MM/YYYY"
        minDate={dayOf(v.startdate) ?? undefined}
        value={dayOf(v.enddate)}
        onChange={(d) => f.setFieldValue('enddate', d ? zonedEnd(d) : '')}
        error={form.errors.enddate}
      />
    </SimpleGrid>
  );
}

/** A new item runs from today for 30 days. */
export function defaultDates(): Dated {
  const today = calendarDay();
  return { startdate: zonedStart(today), enddate: zonedEnd(addDays(today, 30)) };
}
