import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toPagination, type FeedbackListQuery, type FeedbackListResponse } from '@shobdo/contracts';
import type { Database } from '../../../db/types';
import { analyses, analysisFeedback, users } from '../../../db/schema/index';
import { selectPageIds } from '../../../db/page-ids';
import { toFeedbackEntry } from '../to-feedback-entry';
import { toFeedbackFilter } from './feedback-filter';

const reviewers = alias(users, 'reviewers');

/**
 * One page of corrections for review, newest first, with the analysed text and who reported and reviewed
 * each. The page's ids come from the (status | model, status, created_at, id) indexes alone (a deferred
 * join); text and names are read for those rows only.
 */
export async function listFeedback(db: Database, query: FeedbackListQuery): Promise<FeedbackListResponse> {
  const where = toFeedbackFilter(query);
  const order = [desc(analysisFeedback.createdAt), desc(analysisFeedback.id)];
  const page = selectPageIds(db, analysisFeedback, analysisFeedback.id, where, order, query.page, query.page_size);
  const [rows, totals] = await Promise.all([
    db
      .select({
        ...getTableColumns(analysisFeedback),
        text: analyses.originalText,
        username: users.username,
        reviewerName: reviewers.username,
      })
      .from(page)
      .innerJoin(analysisFeedback, eq(analysisFeedback.id, page.id))
      .innerJoin(analyses, eq(analyses.id, analysisFeedback.analysisId))
      .innerJoin(users, eq(users.id, analysisFeedback.userId))
      .leftJoin(reviewers, eq(reviewers.id, analysisFeedback.reviewedBy))
      .orderBy(...order),
    db.select({ total: count() }).from(analysisFeedback).where(where),
  ]);
  return {
    entries: rows.map(({ text, username, reviewerName, ...row }) => ({
      ...toFeedbackEntry(row),
      text,
      user: { id: row.userId, username },
      reviewed_by: row.reviewedBy && reviewerName ? { id: row.reviewedBy, username: reviewerName } : null,
    })),
    pagination: toPagination(query.page, query.page_size, totals[0]?.total ?? 0),
  };
}
