import type { AnalysisWarningCode } from '@shobdo/contracts';
import { HARMLESS_LABEL } from '../explain/everyday-words';
import type { TextModel } from '../model/types';
import { share } from './external-sets';

/**
 * How often a warning comes with a harmful result, and how often the result it comes with is harmless by the labels;
 * and the same for results the model calls harmless (where a warning such as veiled_threat says the text may be
 * harmful after all).
 */
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
  /** Results the model calls harmless (not_bully). */
  called_harmless: number;
  /** Of those, the results that carry the warning. */
  warned_called_harmless: number;
  /** Among harmless results with the warning, the share whose label is not the set's harmless class. */
  harmful_among_warned_called_harmless: number;
  /** Among all harmless results, the same share. */
  harmful_among_called_harmless: number;
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
  let calledHarmless = 0;
  let calledHarmlessHarmful = 0;
  let warnedCalledHarmless = 0;
  let warnedCalledHarmlessHarmful = 0;
  for (const row of rows) {
    const p = model.predict(row.text);
    const harmless = row.label === harmlessLabel;
    const warnedRow = p.warnings.some((w) => w.code === warning);
    if (p.prediction === HARMLESS_LABEL) {
      calledHarmless++;
      if (!harmless) calledHarmlessHarmful++;
      if (warnedRow) {
        warnedCalledHarmless++;
        if (!harmless) warnedCalledHarmlessHarmful++;
      }
      continue;
    }
    flagged++;
    if (harmless) flaggedHarmless++;
    if (warnedRow) {
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
    called_harmless: calledHarmless,
    warned_called_harmless: warnedCalledHarmless,
    harmful_among_warned_called_harmless: share(warnedCalledHarmlessHarmful, warnedCalledHarmless),
    harmful_among_called_harmless: share(calledHarmlessHarmful, calledHarmless),
  };
}

/**
 * How often a warning comes with a result of a model without a harmless class (the sentiment task's negated_word,
 * decision 0113), and how often the results it comes with are wrong by the labels, against the results of the same
 * classes: a warning that says "read it before counting it" is worth its place when the results it marks are wrong
 * more often than the rest.
 */
export interface MisreadFigures {
  warning: AnalysisWarningCode;
  results: number;
  /** Results that carry the warning. */
  warned: number;
  /** The classes the warning came with (sorted). */
  warned_classes: string[];
  /** Among results with the warning, the share whose label is not the result. */
  wrong_among_warned: number;
  /** Among all results of the warned classes, the same share: what the warning is compared with. */
  wrong_among_results_of_warned_classes: number;
  /** Among all results, the same share. */
  wrong_among_results: number;
}

/** Runs `model` over labelled rows and counts `warning` and the wrong results it marks. */
export function measureMisreadWarning(
  model: TextModel,
  rows: readonly { text: string; label: string }[],
  warning: AnalysisWarningCode,
): MisreadFigures {
  const read = rows.map((row) => {
    const p = model.predict(row.text);
    return {
      label: p.prediction,
      wrong: p.prediction !== row.label,
      warned: p.warnings.some((w) => w.code === warning),
    };
  });
  const wrongShare = (of: typeof read) => share(of.filter((r) => r.wrong).length, of.length);
  const warned = read.filter((r) => r.warned);
  const classes = [...new Set(warned.map((r) => r.label))].sort();
  return {
    warning,
    results: read.length,
    warned: warned.length,
    warned_classes: classes,
    wrong_among_warned: wrongShare(warned),
    wrong_among_results_of_warned_classes: wrongShare(read.filter((r) => classes.includes(r.label))),
    wrong_among_results: wrongShare(read),
  };
}

/**
 * The figures of `warning` that suit the model: among harmful and harmless results for a model of the bullying task
 * (`measureWarning`, with the set's harmless label), among wrong results for any other (`measureMisreadWarning`).
 */
export function measureWarningOf(
  model: TextModel,
  rows: readonly { text: string; label: string }[],
  warning: AnalysisWarningCode,
  harmlessLabel: string,
): WarningFigures | MisreadFigures {
  return model.labels.includes(HARMLESS_LABEL)
    ? measureWarning(model, rows, warning, harmlessLabel)
    : measureMisreadWarning(model, rows, warning);
}
