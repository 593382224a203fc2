import { toConfidenceLevel } from '@shobdo/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatPercent } from '@/lib/format';

const TONE = { high: 'green', medium: 'yellow', low: 'red' } as const;

/** docs/product/constants.md#display bands: green at 80 or more, yellow at 60 or more, red below, on the shown value. */
export function ConfidenceBadge({ score }: { score: number }) {
  const { t, i18n } = useTranslation('adminLogs');
  const level = toConfidenceLevel(score);
  return (
    <Badge tone={TONE[level]}>
      {formatPercent(score, i18n.language)} · {t(`levels.${level}`)}
    </Badge>
  );
}
