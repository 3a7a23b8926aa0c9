import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/project-root';

/** The boundary rules' findings (eslint.config.js, the web's part) for a source placed at a path of web/src. */
async function boundaryFindings(eslint: ESLint, path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${PROJECT_ROOT}/web/src/${path}` });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe("the web's import boundaries (eslint.config.js)", () => {
  it("should let a feature use another one through its index and refuse any file behind it, static or lazy", async () => {
    // Arrange
    const eslint = new ESLint({ cwd: PROJECT_ROOT });
    const throughIndex = "import { useCredits } from '@/features/credits';\nexport const read = useCredits;\n";
    const deep = "import { useCredits } from '@/features/credits/api/get-credits';\nexport const read = useCredits;\n";
    const lazyDeep = "export const load = () => import('@/features/profiles/components/profiles-section');\n";

    // Act
    const allowed = await boundaryFindings(eslint, 'features/stories/pages/new-page.ts', throughIndex);
    const refused = await boundaryFindings(eslint, 'features/stories/pages/new-page.ts', deep);
    const refusedLazy = await boundaryFindings(eslint, 'features/shop/pages/new-page.ts', lazyDeep);
    const ownFile = await boundaryFindings(eslint, 'features/credits/new-file.ts', deep);

    // Assert
    expect(allowed).toEqual([]);
    expect(refused).toEqual([expect.stringContaining('public index only')]);
    expect(refusedLazy).toEqual([expect.stringContaining('public index only')]);
    expect(ownFile).toEqual([]);
  }, 60_000);

  it('should refuse a feature, even its index, in components/ and lib/, and let app/ name a feature page', async () => {
    // Arrange
    const eslint = new ESLint({ cwd: PROJECT_ROOT });
    const feature = "import { useCredits } from '@/features/credits';\nexport const read = useCredits;\n";
    const page = "export const load = () => import('@/features/stories/pages/home-page');\n";

    // Act
    const fromComponents = await boundaryFindings(eslint, 'components/side-menu/new-file.ts', feature);
    const fromLib = await boundaryFindings(eslint, 'lib/new-file.ts', feature);
    const fromApp = await boundaryFindings(eslint, 'app/new-routes.ts', page);

    // Assert
    expect(fromComponents).toEqual([expect.stringContaining('components/ and lib/ sit below')]);
    expect(fromLib).toEqual([expect.stringContaining('components/ and lib/ sit below')]);
    expect(fromApp).toEqual([]);
  }, 60_000);
});
