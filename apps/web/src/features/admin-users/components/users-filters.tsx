import { ROLES, USER_STATUSES } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { SearchField, listFieldClass } from '@/components/list/search-field';

export const USERS_LIST_DEFAULTS = { search: '', role: '', status: '' };
export type UsersFilterValues = typeof USERS_LIST_DEFAULTS;
/** What a link may set: anything else reads as "all". */
export const USERS_LIST_CHOICES = { role: ROLES, status: USER_STATUSES };

export function UsersFilters({
  value,
  onChange,
}: {
  value: UsersFilterValues;
  onChange: (patch: Partial<UsersFilterValues>) => void;
}) {
  const { t } = useTranslation('adminUsers');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        className="flex-1"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={value.search}
        onChange={(search) => onChange({ search })}
      />
      <label className="flex flex-col gap-1 text-sm text-slate-300">
        {t('filters.role')}
        <select value={value.role} onChange={(e) => onChange({ role: e.target.value })} className={listFieldClass}>
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
        <select value={value.status} onChange={(e) => onChange({ status: e.target.value })} className={listFieldClass}>
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
