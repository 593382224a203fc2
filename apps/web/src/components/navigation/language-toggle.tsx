import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

/**
 * One click switches between English and Bengali; the button shows the language it switches to. Its
 * name starts with that visible word (WCAG 2.5.3, label in name: voice control users say what they see),
 * then says what it does.
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('nav');
  const next = i18n.language === 'bn' ? 'en' : 'bn';
  const label = next === 'bn' ? 'বাংলা' : 'English';
  return (
    <button
      type="button"
      onClick={() => changeLanguage(next)}
      aria-label={`${label} · ${t('switchLanguage')}`}
      lang={next}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-700 px-3 py-1.5 text-sm text-slate-200 hover:border-emerald-400 hover:text-emerald-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400 ${className}`}
    >
      <Languages className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );
}
