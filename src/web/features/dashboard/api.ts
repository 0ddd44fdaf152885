/** The counters' queries live in lib/queries (several screens refresh them); kept here for the dashboard's own imports. */
export { dashboardCountsQuery } from '../../lib/queries/dashboard';
