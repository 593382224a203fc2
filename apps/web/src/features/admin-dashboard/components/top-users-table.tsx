import type { TopUsersResponse } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { formatDate, formatNumber } from '@/lib/format';

/** Top users table of docs/product/screens.md (section 2): username, analyses, language, join date. */
export function TopUsersTable({
  users,
  loadingLabel,
}: {
  users: TopUsersResponse['users'];
  loadingLabel: string | null;
}) {
  const { t, i18n } = useTranslation('adminDashboard');
  const lang = i18n.language;
  return (
    <Card title={t('topUsers.title')} titleId="top-users-title">
      {loadingLabel ? (
        <p role="status" className="text-sm text-slate-400">
          {loadingLabel}
        </p>
      ) : users.length === 0 ? (
        <p className="text-sm text-slate-400">{t('topUsers.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby="top-users-title">
            <thead className="text-slate-400">
              <tr>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('topUsers.username')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('topUsers.analyses')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('topUsers.language')}
                </th>
                <th scope="col" className="px-2 py-1 font-medium">
                  {t('topUsers.joinDate')}
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-200">
              {users.map((u) => (
                <tr key={u.id} className="border-t border-slate-800">
                  <td className="px-2 py-1.5 break-all">{u.username}</td>
                  <td className="px-2 py-1.5">{formatNumber(u.analyses, lang)}</td>
                  <td className="px-2 py-1.5">{t(`languages.${u.language}`)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {formatDate(u.join_date, lang, { dateStyle: 'medium' })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
