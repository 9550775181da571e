import { cx } from 'class-variance-authority';
import { useId, useRef, useState, type FormEvent } from 'react';
import { RESPONSE_CODE } from '../../domain/shared/constants';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { focusRing } from '../../theme';
import { Button } from '../Button';
import { ModalBody, ModalClose, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../Modal';
import * as styles from './FundingPasswordModal.css';
import {
  fundingPasswordFailureOf,
  type FundingPasswordFailure,
  type FundingPasswordFailureReason,
} from './fundingPasswordFailure';
import { VisibilityIcon } from './VisibilityIcon';
import { common } from '../../i18n/catalogue/en/common';
import { errors } from '../../i18n/catalogue/en/errors';
import { kitChoices } from '../../i18n/catalogue/en/kitChoices';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, errors, kitChoices);

export interface FundingPasswordModalProps {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes: Cancel, Escape, the close button, or a successful submit. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Sends the funding password: the API layer retries the original call with a `fundpass` field
   * (SH-FUNDPASS-03). While it runs the submit button is busy. Resolving closes the modal; rejecting
   * keeps it open and shows why: reject with the answer's code (or `{ code, message }`, or the
   * `classifyResponse` outcome) and 10010106, 10010107, 10010108 and 10010112 get their own message.
   */
  onSubmit: (fundpass: string) => Promise<void> | void;
  /**
   * A failure to show as the modal opens, e.g. the code of the attempt that just failed when the API
   * layer asks again (SH-FUNDPASS-04..08). A failed submit replaces it.
   */
  failure?: FundingPasswordFailureReason | null;
  /** Called from the 'Set funding password' action shown for code 10010107; without it only the guidance shows. */
  onSetFundingPassword?: () => void;
  /** Overrides for this modal's strings. */
  messages?: MessageOverrides;
}

/**
 * Asks for the funding password when a call answers that it needs one (require_fundpass, code 101 or
 * 10010111, SH-FUNDPASS-02). The password can be shown while typing; Enter submits.
 */
export function FundingPasswordModal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onSubmit,
  failure: failureProp,
  onSetFundingPassword,
  messages,
}: FundingPasswordModalProps) {
  const t = useTranslate(messages, defaultMessages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const [submitFailure, setSubmitFailure] = useState<FundingPasswordFailure | null>(null);

  // Each opening starts clean: no password from last time, hidden, only the owner's failure. Cleared in
  // the render that closes it, whoever closes it (itself or its owner), as React advises for state that
  // follows a prop.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setPassword('');
      setVisible(false);
      setSubmitFailure(null);
    }
  }

  const failure = submitFailure ?? (failureProp != null ? fundingPasswordFailureOf(failureProp) : null);
  const invalid = failure?.placement === 'field';
  const failureText = failure ? (failure.message ?? t(failure.key)) : null;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || password === '') return;
    setPending(true);
    setSubmitFailure(null);
    try {
      await onSubmit(password);
      setOpen(false);
    } catch (reason) {
      setSubmitFailure(fundingPasswordFailureOf(reason));
      inputRef.current?.select();
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalRoot open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('kitChoices.fundpass.title')}</ModalTitle>
        <ModalDescription>{t('errors.fundpass.required')}</ModalDescription>
        <ModalBody>
          <form id={`${id}-form`} className={styles.form} onSubmit={handleSubmit} noValidate>
            <div className={styles.field}>
              <label htmlFor={`${id}-input`} className={styles.label}>
                {t('kitChoices.fundpass.field')}
              </label>
              <div className={styles.box} data-invalid={invalid ? '' : undefined}>
                <input
                  ref={inputRef}
                  id={`${id}-input`}
                  name="fundpass"
                  type={visible ? 'text' : 'password'}
                  // The funding password is not the login password: a manager must not fill that one in.
                  autoComplete="off"
                  autoCapitalize="off"
                  autoCorrect="off"
                  spellCheck={false}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  className={styles.input}
                />
                <button
                  type="button"
                  aria-label={t('kitChoices.fundpass.show')}
                  aria-pressed={visible}
                  aria-controls={`${id}-input`}
                  className={cx(styles.toggle, focusRing)}
                  onClick={() => setVisible((shown) => !shown)}
                >
                  <VisibilityIcon visible={visible} className={styles.toggleIcon} />
                </button>
              </div>
              {invalid ? (
                <p id={`${id}-error`} role="alert" className={styles.error}>
                  {failureText}
                </p>
              ) : null}
            </div>
            {failure && !invalid ? (
              <div role="alert" className={styles.notice}>
                <p className={styles.noticeText}>{failureText}</p>
                {failure.code === RESPONSE_CODE.fundingPasswordNotSet && onSetFundingPassword ? (
                  <Button variant="secondary" size="sm" onClick={onSetFundingPassword}>
                    {t('kitChoices.fundpass.setUp')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </form>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('common.cancel')}
            </Button>
          </ModalClose>
          <Button type="submit" form={`${id}-form`} loading={pending} disabled={password === ''}>
            {t('common.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
