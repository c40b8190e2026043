import type { Server } from 'node:http';

const REFUSAL = 'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Shutdown: a WebSocket upgrade that arrives once the drain began is answered 503 on its raw socket,
 * which is then closed. Left to @fastify/websocket, the upgrade is routed through Fastify, whose
 * closing guard writes a 503 but never ends the socket (Node hands upgrade sockets over, and nothing
 * closes them): the proxy closes its side, the half-open socket keeps server.close() waiting, and the
 * process exits 1 with "shutdown timed out". With round robin this happens in every rolling restart: a
 * client sent away with 4015 reconnects at once and may be routed back to the draining node
 * (apps/server/test/process/drain-upgrade.test.ts, apps/server/test/topology).
 */
export function refuseUpgrades(server: Server): void {
  for (const listener of server.listeners('upgrade')) {
    server.removeListener('upgrade', listener as (...args: unknown[]) => void);
  }
  server.on('upgrade', (_request, socket) => {
    socket.end(REFUSAL);
    // A peer that never closes its side does not hold the shutdown up either.
    setTimeout(() => socket.destroy(), 1000).unref();
  });
}
