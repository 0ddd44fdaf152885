/** The plain values of the system log that both sides read. */

export const SYSTEM_LOGS_PAGE_SIZE = 10;
