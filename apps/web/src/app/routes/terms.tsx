import { useTranslation } from 'react-i18next';
import { TermsPage, getTermsPage } from '@/features/terms';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /terms (public): linked from the sign-up's terms checkbox and from every page's footer. */
export default function TermsRoute() {
  const { i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  useDocumentTitle(getTermsPage(language).title);
  return <TermsPage language={language} />;
}
