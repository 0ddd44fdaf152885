/** Push Logs' queries live in lib/queries (the push and deals screens refresh them). */
export { pushLogKeys, pushLogsQuery } from '../../lib/queries/push-logs';
