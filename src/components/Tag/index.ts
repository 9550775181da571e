export { Tag, tagText } from './Tag';
export type { TagKind, TagLabelProps, TagProps, TagSize, TagStatusKind, TagStatusProps, VipRange } from './Tag';
export { StakingTags, TagList } from './TagList';
export type { StakingTagsProps, TagListProps } from './TagList';
export { tagKindNames, tagSizeNames, tagStatusKindNames } from './Tag.css';
