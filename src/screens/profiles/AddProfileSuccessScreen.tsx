import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/design-system/PageHeader';
import { ConnectionResult } from '@/features/social-profiles/index.ts';
import { Link } from '@/design-system/Link';
import { Stack } from '@/design-system/Stack';

/** /create/addspsuccess?profiles=<ids>: what was connected, its history filling in, and what to do next. */
export default function AddProfileSuccessScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = (params.get('profiles') ?? '').split(',').filter(Boolean);
  // Opened without the profiles a connection gave (a bookmark, a typed address): nothing was just connected.
  if (ids.length === 0) return <Navigate to="/social-profiles" replace />;

  return (
    <Stack gap={600}>
      <PageHeader title={t('connect.result.title')} subtitle={t('connect.result.subtitle')} />
      <ConnectionResult
        profileIds={ids}
        nextSteps={
          <>
            <Link href="/social-profiles" variant="standalone">
              {t('connect.result.seeProfiles')}
            </Link>
            <Link href="/groups" variant="standalone">
              {t('connect.result.groupThem')}
            </Link>
            <Link href="/create/addsp" variant="standalone">
              {t('connect.result.connectMore')}
            </Link>
          </>
        }
      />
    </Stack>
  );
}
