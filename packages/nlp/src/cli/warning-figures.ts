import type { AnalysisWarningCode } from '@shobdo/contracts';
import { HARMLESS_LABEL } from '../explain/everyday-words';
import type { TextModel } from '../model/types';
import { share } from './external-sets';

/** How often a warning comes with a harmful result, and how often the result it comes with is harmless by the labels. */
export interface WarningFigures {
  warning: AnalysisWarningCode;
  /** Results other than the model's harmless class (not_bully). */
  flagged: number;
  /** Flagged results that carry the warning. */
  warned: number;
  warned_share_of_flagged: number;
  /** Among flagged results with the warning, the share whose label is the set's harmless class. */
  harmless_among_warned: number;
  /** Among all flagged results, the same share: what the warning is compared with. */
  harmless_among_flagged: number;
}

/**
 * Runs `model` over labelled rows and counts `warning` among its harmful results (decision 0081): `harmlessLabel` is
 * the set's own class of harmless comments (not_bully in ours, None in BLP-2025, non_violence in Vio-Lens).
 */
export function measureWarning(
  model: TextModel,
  rows: readonly { text: string; label: string }[],
  warning: AnalysisWarningCode,
  harmlessLabel: string,
): WarningFigures {
  if (!model.labels.includes(HARMLESS_LABEL)) throw new Error(`the model has no ${HARMLESS_LABEL} class`);
  let flagged = 0;
  let flaggedHarmless = 0;
  let warned = 0;
  let warnedHarmless = 0;
  for (const row of rows) {
    const p = model.predict(row.text);
    if (p.prediction === HARMLESS_LABEL) continue;
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
