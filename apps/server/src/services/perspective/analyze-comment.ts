import type { Language, PerspectiveAnalyzeRequest, PerspectiveAnalyzeResponse } from '@shobdo/contracts';
import { runAnalysis, type AnalysisApp } from '../analysis/run-analysis';
import { languageNotSupported } from './perspective-error';
import { readCommentLanguage, readCommentText, unreadCommentLanguages } from './read-comment';
import { readRequestedAttributes } from './read-requested-attributes';
import { scoreAttributes } from './score-attributes';

export interface PerspectiveCaller {
  /** The API key's owner: a stored analysis is theirs and shows in their history. */
  userId: string;
  summaryLanguage: Language;
}

/**
 * comments:analyze. Checks the request in Perspective's order (comment, attributes, language), then runs
 * the one analysis pipeline (stored under the key's owner unless doNotStore) and answers the requested
 * attributes in Perspective's shape.
 */
export async function analyzeComment(
  app: AnalysisApp,
  body: PerspectiveAnalyzeRequest,
  caller: PerspectiveCaller,
): Promise<PerspectiveAnalyzeResponse> {
  const text = readCommentText(body.comment);
  const requested = readRequestedAttributes(body.requestedAttributes);
  const declared = body.languages ?? [];
  const reading = readCommentLanguage(text);
  const detectedLanguages = reading?.detectedLanguages ?? unreadCommentLanguages(text);

  // Not Bangla: no attribute is served. Bangla: only the attributes no class measures are not.
  const unsupported = reading ? requested.unserved : [...requested.served.map((a) => a.name), ...requested.unserved];
  const first = unsupported[0];
  if (first !== undefined && body.dropUnsupportedAttributes !== true) {
    throw languageNotSupported(first, declared, detectedLanguages);
  }
  const answer: PerspectiveAnalyzeResponse = {
    languages: reading ? ['bn'] : declared.length > 0 ? declared : detectedLanguages,
    detectedLanguages,
    ...(body.clientToken !== undefined ? { clientToken: body.clientToken } : {}),
  };
  if (!reading || requested.served.length === 0) return answer;

  const spanAnnotations = body.spanAnnotations === true;
  const run = await runAnalysis(
    app,
    {
      text,
      modelId: reading.modelId,
      analysisType: 'classification',
      userId: caller.userId,
      summaryLanguage: caller.summaryLanguage,
    },
    {
      store: body.doNotStore !== true,
      explainLabels: spanAnnotations ? [...new Set(requested.served.map((a) => a.attribute.label))] : undefined,
    },
  );
  const attributeScores = scoreAttributes(run.prediction, requested.served, {
    spanAnnotations,
    textLength: text.length,
  });
  return Object.keys(attributeScores).length > 0 ? { attributeScores, ...answer } : answer;
}
