/**
 * Draining before a stop (api/server.ts, `DRAIN_SECONDS`): once set, `/healthz` answers 503 `draining` while the
 * instance still serves everything else, so the proxy's health check takes it out before its listener closes and no
 * request is sent to a closing connection.
 */
export const drain = { on: false }
