import type { LogType } from '@shobdo/contracts';
import { CircleHelp, MailWarning, ShieldAlert, Smile } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = { toxicity: ShieldAlert, sentiment: Smile, spam: MailWarning, other: CircleHelp } as const;
const TONES = {
  toxicity: 'text-red-300',
  sentiment: 'text-sky-300',
  spam: 'text-amber-300',
  other: 'text-slate-400',
} as const;

/** The analysis type of a log row as an icon with its name (docs/product/decisions.md: which model counts as which). */
export function TypeIcon({ type }: { type: LogType }) {
  const { t } = useTranslation('adminLogs');
  const Icon = ICONS[type];
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon className={`h-4 w-4 ${TONES[type]}`} aria-hidden />
      {t(`types.${type}`)}
    </span>
  );
}
