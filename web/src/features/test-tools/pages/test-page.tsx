import { useTestTools } from '@/features/test-tools/components/use-test-tools';
import { FlaskConicalIcon, ShieldAlertIcon } from 'lucide-react';
import { Outlet } from 'react-router-dom';
import { API_MESSAGES } from '@shared/messages';
import { BackHomeHeader } from '@/components/back-home-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { TestCreateCard } from '@/features/test-tools/components/test-create-card';
import { TestLogPanel } from '@/features/test-tools/components/test-log-panel';
import { TestStoryCard } from '@/features/test-tools/components/test-story-card';
import { TEST_PAGE_TEXTS, TEST_PAGE_TITLE } from '@/features/test-tools/messages';

/**
 * /test (spec part 2 §2, "Test page"): tabs 'Contrôles' and 'Journal'; create a test story, set its status,
 * simulate the audio combination, clear the log; the loading-story screen of the test story is one link away
 * (it belongs to the stories feature, and opens beside this page so the statuses can be changed while it
 * polls). The API answers admins only: anyone else sees its French 403 in the log and a notice here.
 */
function TestPage() {
  useDocumentTitle(TEST_PAGE_TITLE);
  const tools = useTestTools();
  const { log, forbidden } = tools;

  return (
    <div className="min-h-dvh">
      <BackHomeHeader />

      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-4 pb-28 md:pb-12">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold text-balance sm:text-4xl">
            <FlaskConicalIcon aria-hidden="true" className="size-8 shrink-0 text-primary" />
            {TEST_PAGE_TITLE}
          </h1>
          <p className="text-muted-foreground">{TEST_PAGE_TEXTS.intro}</p>
        </div>

        {forbidden ? (
          <Alert variant="warning" data-testid="test-page-forbidden">
            <ShieldAlertIcon aria-hidden="true" />
            <AlertTitle>{TEST_PAGE_TEXTS.forbiddenTitle}</AlertTitle>
            <AlertDescription>
              <p>{API_MESSAGES.adminOnly}</p>
              <p>{TEST_PAGE_TEXTS.forbiddenHint}</p>
            </AlertDescription>
          </Alert>
        ) : null}

        <Tabs defaultValue="controls">
          <TabsList>
            <TabsTrigger value="controls">{TEST_PAGE_TEXTS.controls}</TabsTrigger>
            <TabsTrigger value="logs">
              {TEST_PAGE_TEXTS.logs}
              {log.entries.length > 0 ? <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{log.entries.length}</span> : null}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="controls" className="flex flex-col gap-6">
            <TestCreateCard tools={tools} />

            <TestStoryCard tools={tools} />

            {/* /test/chargement/{id}: the stories feature's loading screen, polling as the statuses change here. */}
            <section aria-label={TEST_PAGE_TEXTS.loadingTitle} className="empty:hidden">
              <Outlet />
            </section>
          </TabsContent>

          <TabsContent value="logs">
            <TestLogPanel entries={log.entries} onClear={log.clear} />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}

export { TestPage as Component };
