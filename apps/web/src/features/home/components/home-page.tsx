import type { AnalysisType } from '@shobdo/contracts';
import { useRef, useState } from 'react';
import { analysisTypeOf, useModelsQuery } from '@/lib/models-query';
import { getNextDemoSample } from '../demo-samples';
import { pickUsableModel, readChosenModel, saveChosenModel } from '../logic/chosen-model';
import { AnalysisForm } from './analysis-form';
import { HeroSection } from './hero-section';
import { HomeCards } from './home-cards';
import { HowItWorks } from './how-it-works';

export interface HomePageProps {
  /** The text the input starts with: what this user typed here before going to the results (decision 0087). */
  initialText?: string;
  /** `analysisType` is the chosen model's task, which the API checks against the model. */
  onAnalyze: (text: string, modelId: string, analysisType: AnalysisType) => void;
  isAnalyzing: boolean;
  /** Translated progress line while analysing. */
  progress: string | null;
  /** Translated analysis failure. */
  error: string | null;
}

/** The home screen; the route supplies the analysis state and what Analyze does. */
export function HomePage({ initialText = '', onAnalyze, isAnalyzing, progress, error }: HomePageProps) {
  const [text, setText] = useState(initialText);
  const [chosenModel, setChosenModel] = useState(readChosenModel);
  const inputRef = useRef<HTMLInputElement>(null);
  const { data: models } = useModelsQuery();
  const modelId = pickUsableModel(chosenModel, models);
  const chooseModel = (id: string) => {
    setChosenModel(id);
    saveChosenModel(id);
  };
  const analysisType = analysisTypeOf(models, modelId);
  const showHowItWorks = () => {
    const target = document.getElementById('how-it-works');
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  // 'Try the Demo' fills the input with a sample and puts focus there, ready for Enter or an edit.
  const tryDemo = () => {
    // A sample of what the chosen model does: a review for sentiment, a prize message for spam.
    setText(getNextDemoSample(text, analysisType));
    inputRef.current?.focus();
  };
  return (
    <>
      <HeroSection onTryDemo={tryDemo} onShowHowItWorks={showHowItWorks}>
        <AnalysisForm
          inputRef={inputRef}
          text={text}
          onTextChange={setText}
          modelId={modelId}
          onModelChange={chooseModel}
          onSubmit={() => onAnalyze(text, modelId, analysisType)}
          isAnalyzing={isAnalyzing}
          progress={progress}
          error={error}
        />
      </HeroSection>
      <HowItWorks />
      <HomeCards />
    </>
  );
}
