'use client';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { ModalBody, ModalClose, ModalFooter, ModalTitle } from '../../components/Modal';

export interface WealthSuccessViewProps {
  /** The success title: it names the dialog once the form is gone. */
  title: string;
  /** What went through (an `InfoList` of the amount or units). */
  children: ReactNode;
  /** The button that closes the dialog. */
  doneLabel: string;
}

/**
 * The success view the wealth dialogs move to from their form (VW-SUCCESS-01): the same dialog, its title and rows
 * replaced, so focus stays inside and the user reads what went through before closing.
 */
export function WealthSuccessView({ title, children, doneLabel }: WealthSuccessViewProps) {
  return (
    <>
      <ModalTitle>{title}</ModalTitle>
      <ModalBody>{children}</ModalBody>
      <ModalFooter>
        <ModalClose asChild>
          <Button fullWidth>{doneLabel}</Button>
        </ModalClose>
      </ModalFooter>
    </>
  );
}
