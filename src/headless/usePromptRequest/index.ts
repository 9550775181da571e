export { usePromptRequest } from './usePromptRequest';
export type { UsePromptRequestResult } from './usePromptRequest';
