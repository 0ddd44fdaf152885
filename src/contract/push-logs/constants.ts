/** The plain values of the push log that both sides read. */

export const PUSH_LOGS_PAGE_SIZE = 25;
