import type { AnalysisWarningCode } from '@shobdo/contracts';
import type { TextModel } from '../model/types';

/** How often a warning comes with a harmful result, and how often the result it comes with is harmless by the labels. */
export interface WarningFigures {
  warning: AnalysisWarningCode;
  /** Results other than `harmless` (the model's harmless class). */
  flagged: number;
  /** Flagged results that carry the warning. */
  warned: number;
  warned_share_of_flagged: number;
  /** Among flagged results with the warning, the share whose label is the set's harmless class. */
  harmless_among_warned: number;
  /** Among all flagged results, the same share: what the warning is compared with. */
  harmless_among_flagged: number;
}

const share = (count: number, total: number) => (total === 0 ? 0 : count / total);

/**
 * Runs `model` over labelled rows and counts `warning` among its harmful results (decision 0081): `harmlessLabel` is
 * the set's own class of harmless comments (not_bully in ours, None in BLP-2025, non_violence in Vio-Lens).
 */
export function measureWarning(
  model: TextModel,
  rows: readonly { text: string; label: string }[],
  warning: AnalysisWarningCode,
  harmlessLabel: string,
  modelHarmless = 'not_bully',
): WarningFigures {
  if (!model.labels.includes(modelHarmless)) throw new Error(`the model has no ${modelHarmless} class`);
  let flagged = 0;
  let flaggedHarmless = 0;
  let warned = 0;
  let warnedHarmless = 0;
  for (const row of rows) {
    const p = model.predict(row.text);
    if (p.prediction === modelHarmless) continue;
    const harmless = row.label === harmlessLabel;
    flagged++;
    if (harmless) flaggedHarmless++;
    if (p.warnings.some((w) => w.code === warning)) {
      warned++;
      if (harmless) warnedHarmless++;
    }
  }
  return {
    warning,
    flagged,
    warned,
    warned_share_of_flagged: share(warned, flagged),
    harmless_among_warned: share(warnedHarmless, warned),
    harmless_among_flagged: share(flaggedHarmless, flagged),
  };
}
