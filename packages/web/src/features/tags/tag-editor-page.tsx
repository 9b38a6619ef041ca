import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
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
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return id === null ? <NewTag /> : <ExistingTag id={id} />;
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
  const detail = useQuery(tagDetailQuery(id));
  return (
    <>
      <PageTitle actions={BACK_TO_TAGS}>Tag</PageTitle>
      {detail.isPending && <PageLoader />}
      {detail.isError && (
        <Alert color="red" variant="light" title="The tag could not be loaded">
          {errorMessage(detail.error)}
        </Alert>
      )}
      {detail.data && (
        <Stack gap="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                {/* Keyed by tag, so that moving to another tag starts from its own values. */}
                <TagForm key={id} id={id} initial={tagFormValuesOf(detail.data.tag)} onSaved={() => undefined} />
                <TagSchedules schedules={detail.data.schedules} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TagBreakdown categories={detail.data.categories} total={detail.data.total} />
            </Grid.Col>
          </Grid>
          <TagTransactions transactions={detail.data.transactions} />
        </Stack>
      )}
    </>
  );
}
