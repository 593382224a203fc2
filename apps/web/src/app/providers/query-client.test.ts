import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a mutation while the browser is offline, so its failure is shown instead of a wait without end', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const failure = new Error('Network error. Please check your connection.');
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failure) });
    await expect(mutation.execute(undefined)).rejects.toBe(failure);
    expect(mutation.state.isPaused).toBe(false);
  });

  it('runs a query while offline too, so a page says it could not load', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const failure = new Error('Network error. Please check your connection.');
    await expect(client.fetchQuery({ queryKey: ['offline'], queryFn: () => Promise.reject(failure) })).rejects.toBe(
      failure,
    );
  });
});
