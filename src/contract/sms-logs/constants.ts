/** The plain values of the SMS logs that both sides read. */

export const SMS_LOGS_PAGE_SIZE = 25;
