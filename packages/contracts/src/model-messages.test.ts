import { describe, expect, it } from 'vitest';
import { formatModelMessage, matchModelMessage } from './model-messages';

describe('model messages', () => {
  it('fills the templates with the request values', () => {
    expect(formatModelMessage('unavailable', { model: 'multilingual-v1' })).toBe(
      'Model "multilingual-v1" is not available.',
    );
    expect(formatModelMessage('wrongTask', { model: 'spam-detector', type: 'classification', task: 'spam' })).toBe(
      'Model "spam-detector" does not support analysis type "classification"; it performs "spam".',
    );
  });

  it('recognises a filled message and gives its values back', () => {
    expect(matchModelMessage('Model "multilingual-v1" is not available.')).toEqual({
      key: 'unavailable',
      values: { model: 'multilingual-v1' },
    });
    const message = formatModelMessage('wrongTask', { model: 'a.b(c)', type: 'sentiment', task: 'spam' });
    expect(matchModelMessage(message)).toEqual({
      key: 'wrongTask',
      values: { model: 'a.b(c)', type: 'sentiment', task: 'spam' },
    });
  });

  it('does not claim other text', () => {
    expect(matchModelMessage('Text cannot be empty')).toBeNull();
    expect(matchModelMessage('Model "x" is not available. Extra')).toBeNull();
  });
});
