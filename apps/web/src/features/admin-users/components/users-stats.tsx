import type { UsersSummary } from '@shobdo/contracts';
import { ShieldCheck, UserCheck, UserX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** The four stats of docs/product/screens.md#admin-area: total, active, inactive, admins. */
export function UsersStats({ summary }: { summary: UsersSummary | undefined }) {
  const { t, i18n } = useTranslation('adminUsers');
  const items = [
    { label: t('stats.total'), value: summary?.total_users, icon: Users, tone: 'text-sky-300' },
    { label: t('stats.active'), value: summary?.active_users, icon: UserCheck, tone: 'text-emerald-300' },
    { label: t('stats.inactive'), value: summary?.inactive_users, icon: UserX, tone: 'text-red-300' },
    { label: t('stats.admins'), value: summary?.role_distribution.admin, icon: ShieldCheck, tone: 'text-amber-300' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value, icon: Icon, tone }) => (
        <div key={label} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
          <dt className="flex items-center gap-2 text-sm text-slate-400">
            <Icon className={`h-4 w-4 ${tone}`} aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-50">
            {value === undefined ? '–' : formatNumber(value, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
