import { LaunchpoolProjects } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /launchpool (DEC-27): the projects in tabs by event state; a card opens its project page. */
export function LaunchpoolPage() {
  const t = useAppMessages();
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="launchpool-title">
      <h1 id="launchpool-title" className={css.title}>
        {t('navLaunchpool')}
      </h1>
      <LaunchpoolProjects showHeading={false} />
    </Stack>
  );
}
