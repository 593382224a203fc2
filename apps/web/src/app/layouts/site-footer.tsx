import { APP_VERSION } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
      {t('footer', { version: APP_VERSION })}
    </footer>
  );
}
