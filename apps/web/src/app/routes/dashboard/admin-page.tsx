import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Frame of the admin pages: the title and, where the page has one, the description of its namespace. It repeats the access texts of docs/product/api.md#roles for the rare case the
 * page renders before the layout's redirect (the layout normally never lets a non-admin this far).
 */
export function AdminPage({
  namespace,
  children,
}: {
  namespace: 'adminDashboard' | 'adminUsers' | 'adminLogs';
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['admin', namespace]);
  const { user } = useAuth();
  const title = t(`${namespace}:title`);
  const description = i18n.exists(`${namespace}:description`) ? t(`${namespace}:description`) : null;
  useDocumentTitle(title);
  if (!user) return <p role="alert">{t('access.login')}</p>;
  if (user.role !== 'admin') return <p role="alert">{t('access.denied')}</p>;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-100">{title}</h1>
      {description && <p className="text-slate-400">{description}</p>}
      {children}
    </section>
  );
}
