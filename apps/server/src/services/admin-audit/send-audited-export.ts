import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/types';
import { toExportHeaders, toExportStream, type ExportFormat } from '../../db/export-stream';
import { errorResponses } from '../../lib/error-responses';
import { recordAdminActions } from './queries/record-admin-actions';

/** An export route's responses: the streamed file (any body), or 400 for a bad query. */
export const exportResponses = { 200: z.any(), ...errorResponses(400) };

export interface AuditedExport<T extends Record<string, unknown>> {
  /** What is exported: the file is shobdo-<what>-YYYY-MM-DD.<format>, the audit action `<what>.export`. */
  what: 'analyses' | 'users' | 'feedback';
  format: ExportFormat;
  /** What the admin asked for, kept in the audit entry. */
  details: Record<string, unknown>;
  rows: AsyncIterable<T[]>;
  columns: (keyof T & string)[];
}

/**
 * Answers an admin export: records in the admin audit log who exported what, then streams the rows as a
 * dated download. The three export routes (analyses, users, corrections) differ only in what they read.
 */
export async function sendAuditedExport<T extends Record<string, unknown>>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  { what, format, details, rows, columns }: AuditedExport<T>,
) {
  await recordAdminActions(db, request.user!, `${what}.export`, [{ id: null, label: '', details }]);
  reply.headers(toExportHeaders(what, format));
  return reply.send(toExportStream(rows, format, columns));
}
