import { useTranslation } from 'react-i18next';
import { ReviewPage } from '@/features/feedback';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /review (moderators and admins, guarded in the router): people's corrections to accept or reject. */
export default function ReviewRoute() {
  const { t } = useTranslation('feedback');
  const { user } = useAuth();
  useDocumentTitle(t('review.title'));
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-100">{t('review.title')}</h1>
      <p className="text-slate-400">{t('review.description')}</p>
      {/* The export is the admins' (the server says so too). */}
      <ReviewPage canExport={user?.role === 'admin'} />
    </section>
  );
}
