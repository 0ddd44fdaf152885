/** Push Logs' queries live in lib/queries (the push and deals screens refresh them). */
export { pushLogsQuery } from '../../lib/queries/push-logs';
