import { MAX_TEXT_LENGTH, isBlankText } from '@shobdo/contracts';
import { Loader2, Search } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { getTextLengthState } from '../logic/text-length';
import { ModelSelect } from './model-select';
import { Button } from '@/components/ui/button';

export interface AnalysisFormProps {
  text: string;
  onTextChange: (text: string) => void;
  modelId: string;
  onModelChange: (modelId: string) => void;
  onSubmit: () => void;
  isAnalyzing: boolean;
  /** The progress line, already translated. */
  progress: string | null;
  /** The failure to show in red under the input, already translated. */
  error: string | null;
  /** The text input, so that 'Try the Demo' can move focus into it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Model selector, the single-line input and the Analyze Text button (docs/product/screens.md#home, Home). */
export function AnalysisForm(props: AnalysisFormProps) {
  const { text, onTextChange, modelId, onModelChange, onSubmit, isAnalyzing, progress, error, inputRef } = props;
  const { t, i18n } = useTranslation('home');
  // Only zero-width characters count as blank too: the server refuses them as 'Text cannot be empty'.
  const blank = isBlankText(text);
  // The whole pasted text is kept (no maxLength cutting it silently); past the limit the form says so in
  // the spec's words and does not send a request the server would refuse.
  const { length, tooLong, showCount } = getTextLengthState(text);
  const shownError = tooLong ? t('analysis:validation.tooLong') : error;
  const describedBy =
    [shownError && 'analysis-error', showCount && 'analysis-count'].filter(Boolean).join(' ') || undefined;
  const submit = () => {
    if (!blank && !tooLong && !isAnalyzing) onSubmit();
  };
  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 shadow-xl sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ModelSelect value={modelId} onChange={onModelChange} disabled={isAnalyzing} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="analysis-text" className="sr-only">
          {t('form.textLabel')}
        </label>
        <input
          ref={inputRef}
          id="analysis-text"
          type="text"
          lang="bn"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={t('form.placeholder')}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-4 py-3 text-lg text-slate-100 placeholder:text-slate-400 focus:border-emerald-400 focus:outline-none"
        />
        <Button
          type="submit"
          size="lg"
          disabled={blank || tooLong || isAnalyzing}
          icon={
            isAnalyzing ? (
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
            ) : (
              <Search className="h-5 w-5" aria-hidden />
            )
          }
        >
          {isAnalyzing ? t('form.analyzing') : t('form.analyze')}
        </Button>
      </div>
      {progress && (
        <p role="status" aria-live="polite" className="text-sm text-emerald-300">
          {progress}
        </p>
      )}
      {(shownError || showCount) && (
        <div className="flex items-start justify-between gap-3">
          {shownError ? (
            <p id="analysis-error" role="alert" className="text-sm font-medium text-red-400">
              {shownError}
            </p>
          ) : (
            <span />
          )}
          {showCount && (
            <p
              id="analysis-count"
              data-testid="analysis-count"
              className={`shrink-0 text-xs tabular-nums ${tooLong ? 'font-medium text-red-400' : 'text-slate-400'}`}
            >
              {t('form.count', {
                value: formatNumber(length, i18n.language),
                max: formatNumber(MAX_TEXT_LENGTH, i18n.language),
              })}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
