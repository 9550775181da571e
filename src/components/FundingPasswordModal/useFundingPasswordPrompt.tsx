import { useCallback, type ReactElement } from 'react';
import { usePromptRequest } from '../../headless/usePromptRequest';
import type { MessageOverrides } from '../../i18n/resolve';
import { lazyDialog } from '../LazyDialog';
import type { FundingPasswordFailureReason } from './fundingPasswordFailure';

// An app mounts the prompt once, at its root; the modal's code loads the first time a call asks for it.
// Pure, so a host without the prompt emits no modal chunk.
const FundingPasswordModal = /* @__PURE__ */ lazyDialog(() =>
  import('./FundingPasswordModal').then((module) => module.FundingPasswordModal),
);

/** What a caller can pass when it asks for the funding password. */
export interface FundingPasswordRequest {
  /** Why the last attempt failed (its code or answer), shown as the modal opens (SH-FUNDPASS-04..08). */
  failure?: FundingPasswordFailureReason | null;
  /**
   * Retries the original call with the password (SH-FUNDPASS-03). With it the modal stays open and busy
   * while it runs, shows its failure and lets the user try again; the request resolves only once it
   * succeeds. Without it the request resolves with whatever was typed.
   */
  verify?: (fundpass: string) => Promise<void>;
}

export interface UseFundingPasswordPromptOptions {
  /** Called from the 'Set funding password' action shown for code 10010107. */
  onSetFundingPassword?: () => void;
  /** Overrides for the modal's strings. */
  messages?: MessageOverrides;
}

export interface UseFundingPasswordPromptResult {
  /**
   * Opens the funding-password modal and resolves with the password, or null when the user dismisses
   * it. Give it to the API client's `onFundingPasswordRequired` hook, which retries the call with
   * `fundpass` (SH-FUNDPASS-02/03). Calls while the modal is open share it.
   */
  requestFundingPassword: (request?: FundingPasswordRequest) => Promise<string | null>;
  /** The modal: render it once, anywhere under the provider. */
  modal: ReactElement;
}

/**
 * The funding-password modal as a promise, for code outside React:
 *
 * ```tsx
 * const { requestFundingPassword, modal } = useFundingPasswordPrompt();
 * const client = useMemo(() => createEarnClient({ onFundingPasswordRequired: () => requestFundingPassword() }),
 * [requestFundingPassword]);
 * return <>{modal}<Screens client={client} /></>;
 * ```
 */
export function useFundingPasswordPrompt({
  onSetFundingPassword,
  messages,
}: UseFundingPasswordPromptOptions = {}): UseFundingPasswordPromptResult {
  const prompt = usePromptRequest<string, FundingPasswordRequest>();
  const { request, submit, cancel } = prompt;
  const requestFundingPassword = useCallback((options?: FundingPasswordRequest) => request(options ?? {}), [request]);
  const verify = prompt.context?.verify;

  const modal = (
    <FundingPasswordModal
      open={prompt.open}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      onSubmit={async (fundpass) => {
        if (verify) await verify(fundpass);
        submit(fundpass);
      }}
      failure={prompt.context?.failure}
      onSetFundingPassword={onSetFundingPassword}
      messages={messages}
    />
  );
  return { requestFundingPassword, modal };
}
