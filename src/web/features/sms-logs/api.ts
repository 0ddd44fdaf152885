export { smsCountsQuery, smsLogsQuery } from '../../lib/queries/sms-logs';
