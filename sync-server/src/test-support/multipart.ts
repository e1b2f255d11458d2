/**
 * Real multipart/form-data bodies for upload tests, encoded by the platform's own FormData (undici), sent with
 * a declared Content-Length or as a chunked stream without one.
 */

/** A text part, or a file part with its name (and the type the "browser" declares). */
export type TestPart = readonly [name: string, value: string] | readonly [name: string, bytes: Uint8Array, fileName: string, type?: string];

/** The parts encoded as the browser would, in order. */
export async function encodeMultipart(parts: readonly TestPart[]): Promise<{ body: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else form.append(part[0], new Blob([part[1] as Uint8Array<ArrayBuffer>], { type: part[3] ?? 'application/octet-stream' }), part[2]);
  }
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** The bytes as a stream of `chunkSize` pieces: a request body without Content-Length (chunked). */
export function chunkedStream(bytes: Uint8Array, chunkSize = 64 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

/** Request init for a multipart body, declared (Content-Length) or chunked. */
export async function multipartInit(
  parts: readonly TestPart[],
  mode: 'declared' | 'chunked' = 'declared',
): Promise<{ headers: Record<string, string>; body: BodyInit; duplex?: 'half' }> {
  const { body, contentType } = await encodeMultipart(parts);
  if (mode === 'declared') return { headers: { 'content-type': contentType, 'content-length': String(body.length) }, body: body as Uint8Array<ArrayBuffer> };
  return { headers: { 'content-type': contentType }, body: chunkedStream(body), duplex: 'half' };
}

/** A valid-looking PDF of about `size` bytes: a real header and trailer around random bytes. */
export function pdfBytes(size: number): Uint8Array {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n', 'latin1');
  const tail = Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1');
  const middle = Buffer.alloc(Math.max(0, size - head.length - tail.length));
  for (let i = 0; i < middle.length; i += 65536) middle.set(crypto.getRandomValues(new Uint8Array(Math.min(65536, middle.length - i))), i);
  return new Uint8Array(Buffer.concat([head, middle, tail]));
}

/** A well-formed PNG chunk layout (signature, IHDR, one IDAT of random bytes, IEND) of about `size` bytes. */
export function pngBytes(size: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // Type detection reads the chunk layout, not the checksums.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const signature = Buffer.from('89504e470d0a1a0a', 'hex');
  const ihdr = chunk('IHDR', Buffer.from('00000001000000010806000000', 'hex'));
  const iend = chunk('IEND', Buffer.alloc(0));
  const data = Buffer.alloc(Math.max(0, size - signature.length - ihdr.length - iend.length - 12));
  for (let i = 0; i < data.length; i += 65536) data.set(crypto.getRandomValues(new Uint8Array(Math.min(65536, data.length - i))), i);
  return new Uint8Array(Buffer.concat([signature, ihdr, chunk('IDAT', data), iend]));
}

/** A Windows executable header (MZ ... PE), whatever the name it is sent under. */
export function exeBytes(size = 4096): Uint8Array {
  const bytes = Buffer.alloc(size);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return new Uint8Array(bytes);
}

/** A Linux executable header (ELF). */
export function elfBytes(size = 4096): Uint8Array {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]).copy(bytes);
  return new Uint8Array(bytes);
}
