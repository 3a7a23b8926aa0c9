import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/project-root';

describe('the credit ledger guard (eslint.config.js)', () => {
  it('should refuse, by lint, a ledger key named outside the ledger module', async () => {
    // Arrange
    const eslint = new ESLint({ cwd: PROJECT_ROOT });
    const source = "import { LEDGER_SK_PREFIX } from '../../../shared/tables';\nexport const sk = `LEDGER#${LEDGER_SK_PREFIX}`;\n";

    // Act
    const [outside] = await eslint.lintText(source, { filePath: `${PROJECT_ROOT}/functions/core/payments/new-credit-path.ts` });
    const [inside] = await eslint.lintText(source, { filePath: `${PROJECT_ROOT}/functions/core/credits/ledger.ts` });

    // Assert
    expect(outside!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length).toBeGreaterThanOrEqual(2);
    expect(inside!.messages.filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual([]);
  }, 60_000);
});
