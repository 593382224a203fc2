import type { User } from '@shobdo/contracts';
import type { UserRow } from '../../db/schema';

const ROLE_DISPLAY = { admin: 'Admin', moderator: 'Moderator', user: 'User' } as const;
const STATUS_COLOR = { active: 'green', inactive: 'red' } as const;
const LANGUAGE_DISPLAY = { bn: 'Bengali', en: 'English' } as const;

/** The User entity of docs/product/api.md#entities as the API answers it; never includes the password hash. */
export function serializeUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    role_display: ROLE_DISPLAY[row.role],
    preferred_language: row.preferredLanguage,
    country: row.country,
    age: row.age,
    full_name: row.fullName,
    status: row.status,
    status_color: STATUS_COLOR[row.status],
    language: LANGUAGE_DISPLAY[row.preferredLanguage],
    analysis_count: row.analysisCount,
    last_analysis: row.lastAnalysisAt?.toISOString() ?? null,
    joinDate: row.createdAt.toISOString(),
  };
}
