import { APP_VERSION } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '@/lib/format';

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  return (
    <footer className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
      {t('footer', { version: localizeDigits(APP_VERSION, i18n.language) })}
    </footer>
  );
}
