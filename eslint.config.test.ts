import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The boundaries of STYLE.md are enforced by eslint.config.js: each wrong import below is real code at a
// real path, importing a file that exists, and must be reported; the right ones next to them must not.
const eslint = new ESLint({ cwd: import.meta.dirname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('import boundaries', () => {
  test('a feature importing another feature is an error; its own files and shared code are not', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/history/components/probe.ts',
      [
        "import { useAnalysisState } from '@/features/analysis';",
        "import { buildHighlightSegments } from '../../results/logic/build-highlight-segments';",
        "import { formatPercent } from '@/lib/format';",
        'export const parts = [useAnalysisState, buildHighlightSegments, formatPercent];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/A feature never imports another feature \(analysis\)/);
    expect(errors[1]).toMatch(/another feature \(results\)/);
  });

  test('shared code importing a feature is an error; the app may import features', async () => {
    const code = "import { useAnalysisState } from '@/features/analysis';\nexport const part = useAnalysisState;\n";
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', code)).toEqual([
      expect.stringMatching(/Shared code .* never imports a feature/),
    ]);
    expect(await boundaryErrors('apps/web/src/components/ui/probe.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/app/routes/probe.ts', code)).toEqual([]);
  });

  test('nlp inference code importing training code is an error; training may use inference code', async () => {
    const code = "import { evaluatePredictions } from '../train/metrics';\nexport const part = evaluatePredictions;\n";
    expect(await boundaryErrors('packages/nlp/src/model/probe.ts', code)).toEqual([
      expect.stringMatching(/Inference code .* never imports training code/),
    ]);
    expect(await boundaryErrors('packages/nlp/src/explain/probe.ts', code)).toHaveLength(1);
    const training = "import { tokenize } from '../text/tokenize';\nexport const part = tokenize;\n";
    expect(await boundaryErrors('packages/nlp/src/train/probe.ts', training)).toEqual([]);
  });

  test('the web app importing the server, or a package importing an app, is an error', async () => {
    const server = "import { buildApp } from '../../../server/src/app';\nexport const part = buildApp;\n";
    expect(await boundaryErrors('apps/web/src/lib/probe.ts', server)).toEqual([
      expect.stringMatching(/The web app never imports the server/),
    ]);
    const app = "import { buildApp } from '../../../apps/server/src/app';\nexport const part = buildApp;\n";
    expect(await boundaryErrors('packages/contracts/src/probe.ts', app)).toEqual([
      expect.stringMatching(/A package never imports an app/),
    ]);
  });
});
