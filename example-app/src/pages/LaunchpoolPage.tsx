import { LaunchpoolProjects } from 'earnkit/flows';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /launchpool (DEC-27): the projects in tabs by event state; a card opens its project page. */
export function LaunchpoolPage() {
  const t = useAppMessages();
  return (
    <section className={css.page} aria-labelledby="launchpool-title">
      <h1 id="launchpool-title" className={css.title}>
        {t('navLaunchpool')}
      </h1>
      <LaunchpoolProjects showHeading={false} />
    </section>
  );
}
