// The launchpool pages (DEC-27): the project list by event state and the project page.
export { LaunchpoolProjects, LAUNCHPOOL_TABS, defaultProjectHref } from './LaunchpoolProjects';
export type { LaunchpoolProjectsProps, LaunchpoolTab } from './LaunchpoolProjects';
export { LaunchpoolProject } from './LaunchpoolProject';
export type { LaunchpoolProjectProps } from './LaunchpoolProject';
