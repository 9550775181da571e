export { Skeleton, SkeletonGroup } from './Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonShape } from './Skeleton';
export { skeletonShapeNames } from './Skeleton.css';
