import { ROLES, USER_STATUSES } from '@shobdo/contracts';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface UsersFilterValues {
  search: string;
  role: string;
  status: string;
}

const fieldClass =
  'rounded-lg border border-slate-700 bg-slate-900 px-3 py-2 text-slate-100 focus:border-emerald-400 focus:outline-none';

export function UsersFilters({
  value,
  onChange,
}: {
  value: UsersFilterValues;
  onChange: (next: UsersFilterValues) => void;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <label className="flex flex-1 flex-col gap-1 text-sm text-slate-300">
        {t('filters.search')}
        <span className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            type="search"
            value={value.search}
            onChange={(e) => onChange({ ...value, search: e.target.value })}
            placeholder={t('filters.searchPlaceholder')}
            className={`${fieldClass} w-full pl-9`}
          />
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.role')}
        <select
          value={value.role}
          onChange={(e) => onChange({ ...value, role: e.target.value })}
          className={fieldClass}
        >
          <option value="">{t('filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.status')}
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}
          className={fieldClass}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
