import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers smaller than this go as they are: the headers and the codec would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly for clients that accept it (brotli, else gzip), above 1 KB: the large
 * JSON of histories, batches and admin lists, and streamed exports (zlib flushes as the stream goes).
 * Brotli runs at quality 4, as fast as gzip's default and smaller (decision 0040); the built web app's
 * files are compressed once at build time instead (plugins/web-app.ts), so they never pass through here.
 * Request bodies are not inflated: a client sends plain JSON as before, under the same body limit.
 * Registered before the routes (autoload takes plugins first), so every route gets the hook.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
    });
  },
  { name: 'compression' },
);
