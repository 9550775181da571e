export { Tag, tagText } from './Tag';
export type { TagKind, TagProps, TagSize, VipRange } from './Tag';
export { StakingTags, TagList } from './TagList';
export type { StakingTagsProps, TagListProps } from './TagList';
export { tagKindNames, tagSizeNames } from './Tag.css';
