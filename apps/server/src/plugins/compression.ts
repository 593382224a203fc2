import zlib, { type BrotliOptions } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import {
  SHORT_PATH_MAX_CHARS,
  chooseAnswerEncoding,
  compressJsonAnswer,
  varyWithAcceptEncoding,
} from '../lib/json-answer-compression';

/** Answers smaller than this go as they are: the headers and the codec would cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly for clients that accept it (brotli, else gzip), above 1 KB: the large
 * JSON of histories, batches and admin lists, and streamed exports (zlib flushes as the stream goes).
 * Brotli runs at quality 3 and is told each buffered answer's size, so it sizes its window to the answer
 * instead of 4 MB: on a 4 KB analysis answer that is 47 us instead of 147 us (quality 4, no hint) for the
 * same bytes, cheaper than gzip's default (decision 0040); the built web app's
 * files are compressed once at build time instead (plugins/web-app.ts), so they never pass through here.
 * Request bodies are not inflated: a client sends plain JSON as before, under the same body limit.
 * Registered before the routes (autoload takes plugins first), so every route gets the hook.
 *
 * JSON answers up to about 21,000 characters (an analysis, a result, a page of a list) take a shorter path
 * first, a hook of ours that runs before the plugin's (lib/json-answer-compression.ts, decision 0075): brotli
 * quality 0 in one call, half of what the plugin's path cost the analyse endpoint. The plugin sees the
 * answer already encoded and lets it through; it keeps everything else (larger JSON at quality 3, streams,
 * other types, clients that ask for neither brotli nor gzip).
 */
const BROTLI: BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  },
};

/** node:zlib, but a buffered answer's brotli is given the answer's size as a hint. */
const zlibWithSizeHint = {
  ...zlib,
  brotliCompressSync: (buffer: Buffer, options: BrotliOptions = BROTLI) =>
    zlib.brotliCompressSync(buffer, {
      ...options,
      params: { ...options.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }),
};

export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const encoding = shortPathEncoding(request, reply, payload);
      if (encoding === null) {
        done(null, payload);
        return;
      }
      const body = compressJsonAnswer(payload as string, encoding);
      reply
        .header('vary', varyWithAcceptEncoding(reply.getHeader('vary') as string | undefined))
        .header('content-encoding', encoding)
        .header('content-length', body.length);
      done(null, body);
    });
    await app.register(compress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotliOptions: BROTLI,
      zlib: zlibWithSizeHint,
    });
  },
  { name: 'compression' },
);

/** The encoding for the short path, or null when the answer is the plugin's to handle (or stays as it is). */
function shortPathEncoding(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string') return null;
  if (payload.length < COMPRESSION_THRESHOLD_BYTES || payload.length > SHORT_PATH_MAX_CHARS) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return null;
  // What the plugin also leaves alone: an answer already encoded, partial content, a client that asks not to.
  if (reply.hasHeader('content-encoding') || reply.statusCode === 206 || reply.hasHeader('content-range')) return null;
  if (request.headers['x-no-compression'] !== undefined) return null;
  return chooseAnswerEncoding(request.headers['accept-encoding']);
}
