/**
 * One kept-alive HTTP/1.1 connection driven byte by byte, so a test knows which socket carries which request
 * and sees how the server closes it: a clean end (FIN) or a reset. fetch's pool hides both.
 */
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Send one request and read its whole answer (Content-Length or chunked). */
  request(method: string, path: string, options?: { headers?: Record<string, string>; body?: string }): Promise<RawResponse>;
  /** How the server ended the connection: 'end' for a clean close, else the error code (e.g. ECONNRESET). */
  closed: Promise<string>;
  destroy(): void;
}

/** Connect to 127.0.0.1:`port`; rejects as the connection attempt does (ECONNREFUSED once the server stopped). */
export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffer: Buffer = Buffer.alloc(0);
    let waiting: { resolve: (r: RawResponse) => void; reject: (e: Error) => void } | undefined;
    let settleClosed!: (how: string) => void;
    const closed = new Promise<string>((r) => (settleClosed = r));

    const tryParse = () => {
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (!waiting || headEnd < 0) return;
      const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = readBody(buffer.subarray(headEnd + 4), headers);
      if (!body) return;
      buffer = body.rest;
      const done = waiting;
      waiting = undefined;
      done.resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: body.content.toString('utf8') });
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      tryParse();
    });
    socket.on('end', () => settleClosed('end'));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      settleClosed(err.code ?? err.message);
      reject(err);
    });
    socket.on('close', () => waiting?.reject(new Error('the connection closed before the answer was complete')));
    socket.once('connect', () =>
      resolve({
        closed,
        destroy: () => socket.destroy(),
        request(method, path, { headers = {}, body = '' } = {}) {
          if (waiting) throw new Error('one request at a time');
          const head = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive', `content-length: ${Buffer.byteLength(body)}`];
          for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
          return new Promise((res, rej) => {
            waiting = { resolve: res, reject: rej };
            socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
          });
        },
      }),
    );
  });
}

/** The body at the start of `data` if it has fully arrived, and what follows it. */
function readBody(data: Buffer, headers: Record<string, string>): { content: Buffer; rest: Buffer } | undefined {
  if (headers['transfer-encoding'] !== 'chunked') {
    const length = Number(headers['content-length'] ?? 0);
    return data.length < length ? undefined : { content: data.subarray(0, length), rest: data.subarray(length) };
  }
  const parts: Buffer[] = [];
  for (let at = 0; ; ) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    const end = lineEnd + 2 + size + 2;
    if (data.length < end) return undefined;
    if (size === 0) return { content: Buffer.concat(parts), rest: data.subarray(end) };
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = end;
  }
}
