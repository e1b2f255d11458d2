/**
 * A Vite plugin: after the build (the service worker included), writes a brotli (.br, quality 11) and a gzip
 * (.gz, level 9) copy beside every text file of the output, so the server sends them as they are
 * (serveStatic's `precompressed`) instead of compressing the same bytes per request at a lower quality. Files
 * under 1 KiB stay plain, as on the server (sync-server/src/middleware/compression.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const SMALLEST = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(path: string): Promise<void> {
  const bytes = await readFile(path);
  if (bytes.byteLength < SMALLEST) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/** Precompress the build output once it is complete. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hiresync:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // 'post': after vite-plugin-pwa has written sw.js and the Workbox runtime in its own closeBundle.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries.filter((e) => e.isFile() && TEXT_FILE.test(e.name)).map((e) => join(e.parentPath, e.name));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
