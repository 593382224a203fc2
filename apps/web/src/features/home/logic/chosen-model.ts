import { DEFAULT_MODEL_ID, type ModelInfo } from '@shobdo/contracts';

// Session storage: the choice lasts while the tab is open, like the rest of a working session.
const KEY = 'chosenModel';

/**
 * The model the visitor last picked on the home page. Kept because the home page is left for /results
 * and come back to through 'Back to Input': starting again from the default silently sent a spam
 * moderator's next comment to the bullying model.
 */
export function readChosenModel(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? DEFAULT_MODEL_ID;
  } catch {
    return DEFAULT_MODEL_ID;
  }
}

export function saveChosenModel(modelId: string): void {
  try {
    window.sessionStorage.setItem(KEY, modelId);
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
  }
}

/**
 * The remembered choice once the model list says it can be used, else the default. Before the list
 * arrives the select offers the default only, and what is sent must be what is shown.
 */
export function pickUsableModel(
  chosen: string,
  models: readonly Pick<ModelInfo, 'id' | 'status'>[] | undefined,
): string {
  if (!models) return DEFAULT_MODEL_ID;
  return models.some((m) => m.id === chosen && m.status === 'active') ? chosen : DEFAULT_MODEL_ID;
}
