import { LoaderCircleIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/form-field';
import { NativeSelect } from '@/components/option-controls';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { paths } from '@/lib/paths';
import { TEST_PAGE_TEXTS } from '@/features/test-tools/messages';
import type { TestTools } from './use-test-tools';

/** A button's label with the spinner in front of it while its call runs. */
export function BusyLabel({ pending, label }: { pending: boolean; label: string }) {
  return (
    <>
    {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
    {label}
    </>
  );
}

/** 'Créer une histoire de test': its title and the child it is for; without a child, the way to the first one. */
export function TestCreateCard({ tools }: { tools: TestTools }) {
  const { profiles, createForm } = tools;
  const hasNoProfile = profiles.data?.length === 0;
  return (
    <section aria-labelledby="test-create-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="test-create-title">{TEST_PAGE_TEXTS.createTitle}</h2>
          </CardTitle>
          <CardDescription>{TEST_PAGE_TEXTS.createDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {hasNoProfile ? (
            <Alert variant="info" className="mb-4">
              <AlertDescription>
                <p>{TEST_PAGE_TEXTS.noProfile}</p>
                <Link to={paths.childProfile} className="font-bold text-primary underline underline-offset-4 focus-ring">
                  {TEST_PAGE_TEXTS.createProfile}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          <form className="flex flex-col gap-4" noValidate onSubmit={createForm.handleSubmit(tools.onCreate)}>
            <FormField label={TEST_PAGE_TEXTS.titleField} autoComplete="off" error={createForm.formState.errors.title?.message} {...createForm.register('title')} />
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="test-profile">{TEST_PAGE_TEXTS.profile}</Label>
              <NativeSelect id="test-profile" {...createForm.register('profileId', { setValueAs: (value: string) => value || undefined })}>
                {(profiles.data ?? []).map((profile) => (
                  <option key={profile.id} value={profile.id}>
                    {profile.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" className="self-start" disabled={tools.creating} aria-busy={tools.creating}>
              <BusyLabel pending={tools.creating} label={TEST_PAGE_TEXTS.create} />
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
