import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { calendarDay } from '../../../contract/dates';

/** One day (YYYY-MM-DD), typed or picked, not after today: looks like the shared date-range filter's fields. */
export function DayPicker(props: DateInputProps) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} />}
      maxDate={calendarDay()}
      w={{ base: '100%', xs: 170 }}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
