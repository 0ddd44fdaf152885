/**
 * Amounts as every screen shows them; date and time in the restaurant's zone (the platform's when not given),
 * whatever the browser's zone: 'YYYY-MM-DD HH:mm'. The export files use the same (contract/reports/export-format.ts).
 */
export { formatAmount, isoDateTime as dateTime } from '../../lib/format';
export { slug, statusLabel } from '../../../contract/reports/export-format';
