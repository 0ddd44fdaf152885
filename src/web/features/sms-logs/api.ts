export { smsCountsQuery, smsLogKeys, smsLogsQuery } from '../../lib/queries/sms-logs';
