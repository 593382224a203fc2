import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { analyzeResponseSchema, type AnalyzeRequest, type AnalyzeResponse } from '@shobdo/contracts';
import type { AnalysisToStore } from '../../src/services/analysis/queries/analyses';
import { authHeader } from '../helper';

/** Ordinary Bengali comments written for the tests (no dataset text is copied here). */
export const TEXTS = {
  happy: 'আজ আমাদের দল খেলায় জিতেছে, আমি খুব খুশি। সবাইকে অভিনন্দন!',
  food: 'মায়ের হাতের রান্না সবচেয়ে ভালো লাগে, বিশেষ করে ইলিশ মাছ।',
  weather: 'ঢাকায় আজ সারাদিন বৃষ্টি হয়েছে, রাস্তায় অনেক পানি জমে গেছে।',
} as const;

/** Posts an analysis and returns the parsed answer; fails loudly on anything but 200. */
export async function analyze(
  app: FastifyInstance,
  body: AnalyzeRequest,
  options: { token?: string; acceptLanguage?: string } = {},
): Promise<AnalyzeResponse> {
  const headers: Record<string, string> = options.token ? authHeader(options.token) : {};
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  const res = await app.inject({ method: 'POST', url: '/api/analysis/analyses/analyze/', payload: body, headers });
  if (res.statusCode !== 200) throw new Error(`analyze answered ${res.statusCode}: ${res.body}`);
  return analyzeResponseSchema.parse(res.json());
}

/** An analysis row as the repository stores it, for tests that write rows without the analyze endpoint. */
export function analysisToStore(userId: string | null, createdAt = new Date()): AnalysisToStore {
  return {
    id: randomUUID(),
    createdAt,
    userId,
    modelId: 'shobdo-v1',
    modelName: 'Shobdo v1',
    modelVersion: 'test',
    originalText: TEXTS.happy,
    detectedType: 'not_bully',
    confidenceScore: 90,
    analysisType: 'classification',
    language: 'bn',
    processingTime: 1,
    score: 1,
    bias: 0.5,
    wordContributions: [],
    classProbabilities: [],
    result: { summary: 'summary', keywords: [], metadata: {} },
  };
}
