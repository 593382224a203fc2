import type { ModelPerformance } from '@shobdo/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getTypeLabelKey } from '@/lib/analysis/detected-types';
import { useReportExport } from '../hooks/use-report-export';
import { toResultsData } from '../logic/to-results-data';
import type { ResultSource } from '../types';
import { ExportBanner } from './export-banner';
import { ExportMenu } from './export-menu';
import { ResultBreakdown } from './result-breakdown';
import { Button } from '@/components/ui/button';

interface ResultsPageProps {
  analysis: ResultSource;
  /** The model's measured figures, once loaded. */
  performance: ModelPerformance | null;
  onBack: () => void;
  /** More actions on this result, placed beside Export Report (the route composes them from other features). */
  actions?: ReactNode;
}

/** 'Your Text Analysis Breakdown' (docs/product/screens.md#results) plus the highlighted text and all classes. */
export function ResultsPage({ analysis, performance, onBack, actions }: ResultsPageProps) {
  const { t, i18n } = useTranslation(['results', 'analysis']);
  const data = toResultsData(analysis, i18n.language, performance);
  const { exporting, outcome, run } = useReportExport({
    prediction: data.prediction,
    // Exports are data files with the spec's English column names; the label follows suit.
    predictionLabel: t(getTypeLabelKey(data.prediction), { lng: 'en', defaultValue: data.prediction }),
    confidence: data.confidence,
    processingTime: data.processingTime,
    timestamp: data.timestamp,
    summary: data.summary,
    // The notices shown above the result, in the summary's language (decision 0091).
    notices: data.warnings.map((w) => w.message[i18n.language === 'bn' ? 'bn' : 'en']),
    words: data.words,
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-50 sm:text-3xl">{t('results:title')}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={onBack} icon={<ArrowLeft className="h-5 w-5" aria-hidden />}>
            {t('results:backToInput')}
          </Button>
          <ExportMenu exporting={exporting} onExport={(kind) => void run(kind)} />
          {actions}
        </div>
      </div>
      <ExportBanner outcome={outcome} />
      <ResultBreakdown data={data} layout="page" />
    </div>
  );
}
