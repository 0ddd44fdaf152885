/** Per-route flags read by the app shell. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A wall-mounted screen: the sidebar starts closed. */
    kiosk?: boolean;
  }
}
export {};
