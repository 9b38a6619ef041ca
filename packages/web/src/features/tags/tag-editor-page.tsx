import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GoBackWithError } from '../../lib/go-back-with-error';
import { recordIdOf } from '../../lib/record-id';
import { useRecordOrGoBack } from '../../lib/use-record-or-go-back';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { tagDetailQuery } from './api';
import { TagBreakdown } from './tag-breakdown';
import { TagForm } from './tag-form';
import { NEW_TAG, tagFormValuesOf } from './tag-form-values';
import { TagSchedules } from './tag-schedules';
import { TagTransactions } from './tag-transactions';

const BACK_TO_TAGS = (
  <Anchor component={Link} to="/tags" size="sm">
    Back to Tags
  </Anchor>
);

/** /tag creates a tag; /tag/{id} edits one and shows where it was used. */
export function TagEditorPage() {
  const param = useParams().id;
  if (param === undefined || param === '') return <NewTag />;
  const id = recordIdOf(param);
  if (id === null) return <GoBackWithError message="Tag not found." />;
  return <ExistingTag key={id} id={id} />;
}

function NewTag() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle actions={BACK_TO_TAGS}>New Tag</PageTitle>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TagForm id={null} initial={NEW_TAG} onSaved={(tag) => navigate(`/tag/${tag.id}`, { replace: true })} />
        </Grid.Col>
      </Grid>
    </>
  );
}

function ExistingTag({ id }: { id: number }) {
  // Like every editor: a tag that cannot be loaded sends the user back with the reason.
  const detail = useRecordOrGoBack(useQuery(tagDetailQuery(id)));
  return (
    <>
      <PageTitle actions={BACK_TO_TAGS}>Tag</PageTitle>
      {!detail && <PageLoader />}
      {detail && (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                {/* Keyed by tag, so that moving to another tag starts from its own values. */}
                <TagForm key={id} id={id} initial={tagFormValuesOf(detail.tag)} onSaved={() => undefined} />
                <TagSchedules schedules={detail.schedules} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TagBreakdown categories={detail.categories} total={detail.total} />
            </Grid.Col>
          </Grid>
          <TagTransactions transactions={detail.transactions} />
        </Stack>
      )}
    </>
  );
}
