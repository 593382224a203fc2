import type { ResultsData } from '../types';
import { ClassProbabilities } from './class-probabilities';
import { DetectedTypeCard } from './detected-type-card';
import { HighlightedText } from './highlighted-text';
import { ResultsIllustration } from './illustrations/results-illustration';
import { ResultWarnings } from './result-warnings';
import { TopWordsCard } from './top-words-card';

interface ResultBreakdownProps {
  data: ResultsData;
  /**
   * 'page': the results page's grid, with the illustration beside the class on a wide screen; 'stacked': one
   * column, for a dialog (a batch row's explanation).
   */
  layout: 'page' | 'stacked';
}

/**
 * What a result shows wherever it is shown: its notices, the class with its confidence and summary, the text with
 * its words highlighted, the top words and every class's probability (docs/product/screens.md#results).
 */
export function ResultBreakdown({ data, layout }: ResultBreakdownProps) {
  const detected = (
    <DetectedTypeCard
      prediction={data.prediction}
      confidence={data.confidence}
      summary={data.summary}
      processingTime={data.processingTime}
    />
  );
  const highlighted = <HighlightedText text={data.text} words={data.words} prediction={data.prediction} />;
  const words = <TopWordsCard words={data.words} prediction={data.prediction} />;
  const classes = (
    <ClassProbabilities probabilities={data.classProbabilities} modelId={data.modelId} performance={data.performance} />
  );
  return (
    <>
      <ResultWarnings warnings={data.warnings} />
      {layout === 'stacked' ? (
        <>
          {detected}
          {highlighted}
          {words}
          {classes}
        </>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-[220px_minmax(0,1fr)]">
            <div className="hidden items-start justify-center pt-4 lg:flex">
              <ResultsIllustration />
            </div>
            {detected}
          </div>
          {highlighted}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {words}
            {classes}
          </div>
        </>
      )}
    </>
  );
}
