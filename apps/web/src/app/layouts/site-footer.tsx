import { APP_VERSION } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizeDigits } from '@/lib/format';

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  return (
    <footer className="flex flex-col items-center gap-2 border-t border-slate-800 px-4 py-6 text-center text-sm text-slate-400">
      <p>{t('footer', { version: localizeDigits(APP_VERSION, i18n.language) })}</p>
      <Link to="/terms" className="text-slate-300 underline-offset-4 hover:text-white hover:underline">
        {t('footerTerms')}
      </Link>
    </footer>
  );
}
