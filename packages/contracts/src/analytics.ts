import { z } from 'zod';

/**
 * The admin analytics endpoints of docs/product/api.md#endpoints (GET /api/analytics/..., the update calls, and
 * /api/users/users/admin_dashboard/ and user_list/). Every metric is defined in docs/metrics.md.
 */
export const ANALYTICS_MODEL_IDS = [
  'bangla-sentiment-v1',
  'shobdo-v1',
  'shobdo-v2',
  'multilingual-v1',
  'sentiment-pro',
  'spam-detector',
] as const;
export type AnalyticsModelId = (typeof ANALYTICS_MODEL_IDS)[number];

/** Days in the window of the dashboard's stat cards and insights (docs/metrics.md). */
export const ANALYTICS_WINDOW_DAYS = 30;
/** Longest usage-chart or class-share range, in days. */
export const MAX_CHART_DAYS = 366;
/** Days from one YYYY-MM-DD to another, both counted (the same day is 1). */
export function chartRangeDays(start: string, end: string): number {
  return (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;
}
export const CHART_FILTER_TYPES = ['week', 'month', 'custom'] as const;
export type ChartFilterType = (typeof CHART_FILTER_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  endBeforeStart: 'End date cannot be before start date',
  bothDates: 'Both start_date and end_date are needed',
  rangeTooLong: `The range can be at most ${MAX_CHART_DAYS} days`,
  customNeedsDates: 'filter_type custom needs start_date and end_date',
  badDate: 'Must be a date as YYYY-MM-DD',
  unknownModel: 'Unknown model_id',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ANALYTICS_MESSAGES.badDate)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    ANALYTICS_MESSAGES.badDate,
  );

const modelId = z.enum(ANALYTICS_MODEL_IDS, { message: ANALYTICS_MESSAGES.unknownModel });

export const modelQuerySchema = z.object({ model_id: modelId.optional() }).strict();
export type ModelQuery = z.infer<typeof modelQuerySchema>;

/**
 * GET usage_chart/ and class_share/: start_date and end_date (both), or `days` (default 7, ending
 * today) with an optional filter_type (week: the last 7 days; month: the current calendar month).
 */
export const chartQuerySchema = z
  .object({
    model_id: modelId.optional(),
    start_date: isoDate.optional(),
    end_date: isoDate.optional(),
    days: z.coerce.number().int().min(1).max(MAX_CHART_DAYS).optional(),
    filter_type: z.enum(CHART_FILTER_TYPES).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if ((q.start_date === undefined) !== (q.end_date === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [q.start_date ? 'end_date' : 'start_date'],
        message: ANALYTICS_MESSAGES.bothDates,
      });
      return;
    }
    if (q.filter_type === 'custom' && !q.start_date) {
      ctx.addIssue({ code: 'custom', path: ['filter_type'], message: ANALYTICS_MESSAGES.customNeedsDates });
    }
    if (q.start_date && q.end_date) {
      if (q.end_date < q.start_date)
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: ANALYTICS_MESSAGES.endBeforeStart });
      else if (chartRangeDays(q.start_date, q.end_date) > MAX_CHART_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: ANALYTICS_MESSAGES.rangeTooLong });
      }
    }
  });
export type ChartQuery = z.infer<typeof chartQuerySchema>;

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);

export const dashboardSummarySchema = z.object({
  total_analyses: count,
  active_users: count,
  avg_session_seconds: z.number().nonnegative(),
  bounce_rate: percent,
  total_visits: count,
  unique_visitors: count,
  returning_users: count,
  most_active_hour: z.number().int().min(0).max(23).nullable(),
  most_common_type: z.string().nullable(),
  daily_active_users: count,
  weekly_active_users: count,
  retention: percent,
  total_users: count,
  bangla_percentage: percent,
  english_percentage: percent,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardResponseSchema = z.object({
  model_id: modelId.nullable(),
  time_zone: z.string(),
  window_days: z.number().int(),
  /** First and last day (YYYY-MM-DD, time_zone) of the window. */
  window_start: z.string(),
  window_end: z.string(),
  summary: dashboardSummarySchema,
  /** The same figures over the window before (for the stat cards' trend). */
  previous: dashboardSummarySchema.pick({
    total_analyses: true,
    active_users: true,
    avg_session_seconds: true,
    total_visits: true,
    unique_visitors: true,
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const topUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  analyses: count,
  language: z.enum(['en', 'bn']),
  join_date: z.string(),
});
export const topUsersResponseSchema = z.object({ model_id: modelId.nullable(), users: z.array(topUserSchema) });
export type TopUsersResponse = z.infer<typeof topUsersResponseSchema>;

export const countryItemSchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2, so that a client names the country in its reader's language; null for a name not in the list. */
  code: z
    .string()
    .nullable()
    .describe("The country's ISO 3166-1 alpha-2 code (null when the stored name is not one the country list knows)."),
  users: count,
  percentage: percent,
  color: z.string(),
});
export type CountryItem = z.infer<typeof countryItemSchema>;
export const countriesResponseSchema = z.object({
  total_users: count,
  users_with_country: count,
  countries: z.array(countryItemSchema),
});
export type CountriesResponse = z.infer<typeof countriesResponseSchema>;

export const AGE_RANGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;
export const ageGroupItemSchema = z.object({ range: z.enum(AGE_RANGES), users: count, percentage: percent });
export type AgeGroupItem = z.infer<typeof ageGroupItemSchema>;
export const ageGroupsResponseSchema = z.object({
  total_users: count,
  users_with_age: count,
  age_groups: z.array(ageGroupItemSchema),
});
export type AgeGroupsResponse = z.infer<typeof ageGroupsResponseSchema>;

// The active-user and demographics calls answer parts of the dashboard's summary, so they share its fields.
export const dailyActiveUsersResponseSchema = dashboardSummarySchema
  .pick({ daily_active_users: true })
  .extend({ window_hours: z.literal(24) });
export type DailyActiveUsersResponse = z.infer<typeof dailyActiveUsersResponseSchema>;

export const weeklyActiveUsersResponseSchema = dashboardSummarySchema
  .pick({ weekly_active_users: true, retention: true, returning_users: true })
  .extend({ previous_week_active_users: count, retained_users: count });
export type WeeklyActiveUsersResponse = z.infer<typeof weeklyActiveUsersResponseSchema>;

export const userDemographicsResponseSchema = dashboardSummarySchema
  .pick({ total_users: true, bangla_percentage: true, english_percentage: true })
  .extend({ countries: z.array(countryItemSchema), age_groups: z.array(ageGroupItemSchema) });
export type UserDemographicsResponse = z.infer<typeof userDemographicsResponseSchema>;

export const usageChartPointSchema = z.object({
  /** Short English label (Nov 23); the web app formats full_date in the UI's language. */
  date: z.string(),
  full_date: z.string(),
  total_visits: count,
  unique_visitors: count,
  total_analyses: count,
});
export type UsageChartPoint = z.infer<typeof usageChartPointSchema>;
export const usageChartResponseSchema = z.array(usageChartPointSchema);

export const classSharePointSchema = z.object({
  full_date: z.string(),
  total: count,
  counts: z.record(z.string(), count),
  percentages: z.record(z.string(), percent),
});
export const classShareResponseSchema = z.object({
  model_id: modelId.nullable(),
  classes: z.array(z.string()),
  points: z.array(classSharePointSchema),
});
export type ClassShareResponse = z.infer<typeof classShareResponseSchema>;

export const rollupUpdateResponseSchema = z.object({
  status: z.enum(['refreshed', 'unchanged', 'busy', 'skipped']),
  from_day: z.string().nullable(),
});
export type RollupUpdateResponse = z.infer<typeof rollupUpdateResponseSchema>;

export const adminDashboardResponseSchema = z.object({
  total_users: count,
  active_users: count,
  inactive_users: count,
  role_distribution: z.object({ admin: count, user: count, moderator: count }),
  new_users_last_7_days: count,
  total_analyses: count,
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponseSchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(['admin', 'moderator', 'user']),
  status: z.enum(['active', 'inactive']),
  analysis_count: count,
  join_date: z.string(),
});
export const userListResponseSchema = z.object({
  total: count,
  /** The newest accounts first, at most USER_LIST_LIMIT (the paged list is users_dashboard/). */
  users: z.array(userListItemSchema),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
export const USER_LIST_LIMIT = 100;
