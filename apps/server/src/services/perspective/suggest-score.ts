import type { PerspectiveSuggestScoreRequest, PerspectiveSuggestScoreResponse, Role } from '@shobdo/contracts';
import type { Database } from '../../db/types';
import { runAnalysis, type AnalysisApp } from '../analysis/run-analysis';
import { submitFeedback } from '../feedback/submit-feedback';
import { lookUpAttribute } from './attributes';
import { invalidRequest, languageNotSupported, unknownAttribute } from './perspective-error';
import type { PerspectiveCaller } from './analyze-comment';
import { readCommentLanguage, readCommentText, unreadCommentLanguages } from './read-comment';
import { verdictLabel, type AttributeVerdict } from './verdict-label';

/** The served attributes' verdicts, or Perspective's error for none, one without a summary score, or an unknown one. */
function readVerdicts(scores: PerspectiveSuggestScoreRequest['attributeScores']): {
  verdicts: AttributeVerdict[];
  names: string[];
} {
  const entries = Object.entries(scores ?? {});
  if (entries.length === 0) throw invalidRequest('attribute_scores must not be empty');
  const verdicts: AttributeVerdict[] = [];
  for (const [name, score] of entries) {
    const found = lookUpAttribute(name);
    if (found.kind === 'unknown') throw unknownAttribute(name);
    const value = score.summaryScore?.value;
    if (value === undefined) throw invalidRequest(`Attribute ${name} has no summary_score`);
    // A verdict on an attribute no class measures (PROFANITY, ...) is accepted, as Perspective accepts it, and not recorded.
    if (found.kind === 'served') verdicts.push({ attribute: found.attribute, value });
  }
  return { verdicts, names: entries.map(([name]) => name) };
}

/**
 * comments:suggestscore: a platform's verdict on a comment (Coral Talk sends its moderators' approve and
 * reject). A correction hangs on an analysis, so the comment is analysed and stored under the key's owner
 * (suggestscore has no doNotStore in Perspective's format either), and a verdict that disagrees with the
 * model becomes the owner's pending correction (source "perspective") for an admin to accept or reject.
 */
export async function suggestScore(
  app: AnalysisApp & { db: Database },
  body: PerspectiveSuggestScoreRequest,
  caller: PerspectiveCaller & { role: Role },
): Promise<PerspectiveSuggestScoreResponse> {
  const text = readCommentText(body.comment);
  const { verdicts, names } = readVerdicts(body.attributeScores);
  const requestedLanguages = body.languages ?? [];
  const reading = readCommentLanguage(text);
  if (!reading) throw languageNotSupported(names[0]!, requestedLanguages, unreadCommentLanguages(text));
  const answer: PerspectiveSuggestScoreResponse = {
    detectedLanguages: reading.detectedLanguages,
    requestedLanguages,
    ...(body.clientToken !== undefined ? { clientToken: body.clientToken } : {}),
  };
  if (verdicts.length === 0) return answer;

  const run = await runAnalysis(app, {
    text,
    modelId: reading.modelId,
    analysisType: 'classification',
    userId: caller.userId,
    summaryLanguage: caller.summaryLanguage,
  });
  const label = verdictLabel(verdicts, run.prediction.prediction, run.prediction.class_probabilities);
  if (label !== undefined) {
    await submitFeedback(app.db, {
      analysisId: run.response.analysis_id,
      userId: caller.userId,
      role: caller.role,
      correctLabel: label,
      note: body.clientToken ? `comments:suggestscore ${body.clientToken}`.slice(0, 1000) : 'comments:suggestscore',
      source: 'perspective',
    });
  }
  return answer;
}
