/**
 * Graceful close of a Node HTTP server: stop accepting, close kept-alive connections that sit idle, let requests
 * already being answered finish (answered with `Connection: close`, so the client does not send another request
 * on a socket about to close), and destroy whatever is left at a deadline. It owns sockets and responses only;
 * the caller ends its own long-lived responses (live streams), which would otherwise hold until the deadline.
 */
import type { Server, ServerResponse } from 'node:http';

/** What `trackShutdown` gives the server's owner. */
export interface HttpShutdown {
  /** True from the moment `close` is called. */
  readonly isClosing: boolean;
  /** Close as above; resolves once every connection is gone. `forced` counts requests cut at the deadline. */
  close(deadlineMs: number): Promise<{ forced: number }>;
}

/** Start tracking the responses of `server`; call before it serves anything. */
export function trackShutdown(server: Server): HttpShutdown {
  const answering = new Set<ServerResponse>();
  let isClosing = false;

  const askToClose = (res: ServerResponse) => {
    // Once headers are out, the socket closes after the response through closeIdleConnections below.
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  // Prepended, so it runs before the app's listener can write headers.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (isClosing) askToClose(res);
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      // A response that went out keep-alive (headers sent before the close began) leaves an idle socket.
      if (isClosing) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    get isClosing() {
      return isClosing;
    },
    close(deadlineMs) {
      isClosing = true;
      let forced = 0;
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const closed = new Promise<{ forced: number }>((resolve) =>
        server.close(() => {
          clearTimeout(deadline);
          resolve({ forced });
        }),
      );
      for (const res of answering) askToClose(res);
      // server.close() does this too on Node 19+; said here so the order does not rest on the version.
      server.closeIdleConnections();
      deadline = setTimeout(() => {
        forced = answering.size;
        server.closeAllConnections();
      }, deadlineMs);
      return closed;
    },
  };
}
