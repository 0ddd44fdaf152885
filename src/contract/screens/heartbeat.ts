/**
 * What a kitchen screen and the server agree on for its heartbeat over the socket. Apart from the route table, so the
 * kitchen's bundle takes only these constants.
 */
/** The socket event a kitchen screen sends (a `ScreenHeartbeat`), acknowledged with a `ScreenHeartbeatAck`. */
export const SCREEN_HEARTBEAT_EVENT = 'screen.heartbeat';
/**
 * The answer to a heartbeat: stored or not, and the restaurant's last event `seq` now. A screen that has applied less
 * missed an event and reads what it missed (`events?since=`), so nothing stays missing even when the restaurant is quiet.
 */
export type ScreenHeartbeatAck = { ok: boolean; seq?: number };
/** A page that stops being a kitchen screen (it left the dashboard) says so: `{ screenId }`. */
export const SCREEN_BYE_EVENT = 'screen.bye';
export const SCREEN_HEARTBEAT_MS = 20_000;
/** A screen silent this long (three heartbeats missed) is offline, even if its socket never said goodbye. */
export const SCREEN_OFFLINE_AFTER_MS = 60_000;
/** Where a kitchen screen keeps its id. */
export const SCREEN_ID_KEY = 'kitchen-screen-id';
