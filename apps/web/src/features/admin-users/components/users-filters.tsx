import { ROLES, USER_STATUSES } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { FiltersBar } from '@/components/list/filters-bar';

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
    <FiltersBar
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      searchClassName="flex-1"
      searchLabel={t('filters.search')}
      searchPlaceholder={t('filters.searchPlaceholder')}
      value={value}
      onChange={onChange}
      choices={[
        {
          key: 'role',
          label: t('filters.role'),
          allLabel: t('filters.allRoles'),
          options: ROLES,
          optionLabel: (role) => t(`roles.${role}`),
        },
        {
          key: 'status',
          label: t('filters.status'),
          allLabel: t('filters.allStatuses'),
          options: USER_STATUSES,
          optionLabel: (status) => t(`statuses.${status}`),
        },
      ]}
    />
  );
}
