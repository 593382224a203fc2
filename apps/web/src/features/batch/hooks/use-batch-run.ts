import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appendBatchRows, batchKeys, createBatch } from '../api/batches';
import type { AnalysisType } from '@shobdo/contracts';
import { chunk } from '../logic/table-input';

export interface BatchRunProgress {
  phase: 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';
  batchId: string | null;
  /** Texts sent and answered so far. */
  sent: number;
  total: number;
  analysed: number;
  /** Rows the server refused (empty, too long), reported per row. */
  rejected: number;
  /** Texts answered per second since the start. */
  rate: number;
  error: unknown;
}

/** The model a batch runs, with the analysis type it performs (its task). */
export interface BatchModel {
  id: string;
  analysisType: AnalysisType;
}

const IDLE: BatchRunProgress = {
  phase: 'idle',
  batchId: null,
  sent: 0,
  total: 0,
  analysed: 0,
  rejected: 0,
  rate: 0,
  error: null,
};

/**
 * Sends a list of texts as one batch, a request of at most 1,000 texts at a time (the first creates the
 * batch, the others append to it), so a 100,000-row file never sits in one request and the page stays
 * responsive. Cancel lets the request in flight finish (so the counts shown are what the server stored)
 * and sends no more; what was analysed stays stored.
 */
export function useBatchRun() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BatchRunProgress>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const stop = useRef(false);

  const start = useCallback(
    async (texts: string[], model: BatchModel, name: string): Promise<BatchRunProgress> => {
      const abort = new AbortController();
      controller.current = abort;
      stop.current = false;
      const started = performance.now();
      let state: BatchRunProgress = { ...IDLE, phase: 'running', total: texts.length };
      setProgress(state);
      try {
        for (const part of chunk(texts)) {
          if (stop.current) break;
          const answer =
            state.batchId === null
              ? await createBatch(
                  { texts: part, model_id: model.id, analysis_type: model.analysisType, name },
                  abort.signal,
                )
              : await appendBatchRows(state.batchId, part, abort.signal);
          // The answer holds only the rows that were not analysed (decision 0097).
          const ok = part.length - answer.results.filter((r) => r.status === 'error').length;
          const sent = state.sent + part.length;
          state = {
            ...state,
            batchId: answer.batch.id,
            sent,
            analysed: state.analysed + ok,
            rejected: state.rejected + part.length - ok,
            rate: sent / Math.max(0.001, (performance.now() - started) / 1000),
          };
          setProgress(stop.current ? { ...state, phase: 'cancelling' } : state);
        }
        state = { ...state, phase: stop.current && state.sent < state.total ? 'cancelled' : 'done' };
      } catch (error) {
        state = abort.signal.aborted ? { ...state, phase: 'cancelled' } : { ...state, phase: 'failed', error };
      }
      controller.current = null;
      setProgress(state);
      await queryClient.invalidateQueries({ queryKey: batchKeys.all });
      return state;
    },
    [queryClient],
  );

  const cancel = useCallback(() => {
    stop.current = true;
    setProgress((current) => (current.phase === 'running' ? { ...current, phase: 'cancelling' } : current));
  }, []);
  // Leaving the page stops the run at once (the request in flight is abandoned).
  useEffect(() => () => controller.current?.abort(), []);
  const reset = useCallback(() => setProgress(IDLE), []);
  return { progress, start, cancel, reset };
}
