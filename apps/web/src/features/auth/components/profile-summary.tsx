import type { User } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { RoleIcon } from '@/components/navigation/role-badge';
import { formatDate, formatNumber } from '@/lib/format';

/** What the account is, read-only: username, role, member since, analyses and the last one. */
export function ProfileSummary({ user }: { user: User }) {
  const { t, i18n } = useTranslation(['auth', 'nav']);
  const language = i18n.language;
  const dateOnly = { dateStyle: 'long' } as const;
  const rows: [string, string][] = [
    [t('auth:profile.username'), user.username],
    [t('auth:profile.role'), t(`nav:role_${user.role}`)],
    [t('auth:profile.memberSince'), formatDate(user.joinDate, language, dateOnly)],
    [t('auth:profile.analyses'), formatNumber(user.analysis_count, language)],
    [
      t('auth:profile.lastAnalysis'),
      user.last_analysis ? formatDate(user.last_analysis, language) : t('auth:profile.never'),
    ],
  ];
  return (
    <section
      aria-labelledby="profile-summary"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-6"
    >
      <div className="flex items-center gap-3">
        <span
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-500/15 text-xl font-bold text-emerald-300"
          aria-hidden
        >
          {user.username.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h2 id="profile-summary" className="flex items-center gap-1.5 truncate text-lg font-semibold text-slate-100">
            <RoleIcon role={user.role} />
            {user.full_name || user.username}
          </h2>
          <p className="truncate text-sm text-slate-400">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
