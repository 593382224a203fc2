import {
  ANALYTICS_WINDOW_DAYS,
  type AnalyticsModelId,
  type DashboardResponse,
  type WeeklyActiveUsersResponse,
} from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { addDays, todayIn } from './calendar';
import { getActiveUsers } from './queries/get-active-users';
import { getAnalysisSummary } from './queries/get-analysis-summary';
import { getDailyActiveUsers } from './queries/get-daily-active-users';
import { getMostActiveHour } from './queries/get-most-active-hour';
import { getRetention } from './queries/get-retention';
import { getReturningUsers } from './queries/get-returning-users';
import { getVisitSummary } from './queries/get-visit-summary';
import { readUserFigures } from './read-user-figures';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The last 7 days including today, and the weekly figures (docs/metrics.md "Weekly active users", "Retention"). */
export async function getWeeklyActivity(db: Database, timeZone: string): Promise<WeeklyActiveUsersResponse> {
  const today = todayIn(timeZone);
  const weekStart = addDays(today, -6);
  const [weekly, retention, returning] = await Promise.all([
    getActiveUsers(db, weekStart, today),
    getRetention(db, weekStart, today),
    getReturningUsers(db, weekStart, today),
  ]);
  return {
    weekly_active_users: weekly,
    previous_week_active_users: retention.previousWeekUsers,
    retained_users: retention.retainedUsers,
    retention: percent(retention.retainedUsers, retention.previousWeekUsers),
    returning_users: returning,
  };
}

/** GET /api/analytics/dashboard/: every figure of the dashboard's stat cards and insights (docs/metrics.md). */
export async function getDashboard(
  db: Database,
  timeZone: string,
  modelId: AnalyticsModelId | null,
): Promise<DashboardResponse> {
  const end = todayIn(timeZone);
  const start = addDays(end, -(ANALYTICS_WINDOW_DAYS - 1));
  const prevEnd = addDays(start, -1);
  const prevStart = addDays(prevEnd, -(ANALYTICS_WINDOW_DAYS - 1));
  // Together: on PostgreSQL they run on separate pool connections; PGlite queues them on its one.
  const [
    analyses,
    previousAnalyses,
    visits,
    previousVisits,
    activeUsers,
    previousActiveUsers,
    mostActiveHour,
    daily,
    weekly,
    users,
  ] = await Promise.all([
    getAnalysisSummary(db, start, end, modelId),
    getAnalysisSummary(db, prevStart, prevEnd, modelId),
    getVisitSummary(db, start, end),
    getVisitSummary(db, prevStart, prevEnd),
    getActiveUsers(db, start, end),
    getActiveUsers(db, prevStart, prevEnd),
    getMostActiveHour(db, start, end, modelId),
    getDailyActiveUsers(db),
    getWeeklyActivity(db, timeZone),
    readUserFigures(db, null).then((figures) => figures.users),
  ]);
  const avgSession = (v: typeof visits) => (v.sessions ? Math.round(v.sessionSeconds / v.sessions) : 0);
  const languageTotal = analyses.bangla + analyses.english;
  return {
    model_id: modelId,
    time_zone: timeZone,
    window_days: ANALYTICS_WINDOW_DAYS,
    window_start: start,
    window_end: end,
    summary: {
      total_analyses: analyses.total,
      active_users: activeUsers,
      avg_session_seconds: avgSession(visits),
      bounce_rate: percent(visits.bounces, visits.sessions),
      total_visits: visits.visits,
      unique_visitors: visits.uniqueVisitors,
      returning_users: weekly.returning_users,
      most_active_hour: mostActiveHour,
      most_common_type: analyses.mostCommonType,
      daily_active_users: daily,
      weekly_active_users: weekly.weekly_active_users,
      retention: weekly.retention,
      total_users: users.total,
      bangla_percentage: percent(analyses.bangla, languageTotal),
      english_percentage: languageTotal ? Math.round((100 - percent(analyses.bangla, languageTotal)) * 10) / 10 : 0,
    },
    previous: {
      total_analyses: previousAnalyses.total,
      active_users: previousActiveUsers,
      avg_session_seconds: avgSession(previousVisits),
      total_visits: previousVisits.visits,
      unique_visitors: previousVisits.uniqueVisitors,
    },
  };
}
