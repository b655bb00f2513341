'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TLicenceView } from '@/lib/verification/schemas';
import { IdentityShare } from './IdentityShare';
import { LicenceForm } from './LicenceForm';
import { StatusBadge } from './StatusBadge';
import styles from './verification.module.css';

type Props = {
  licence: TLicenceView | null;
  defaults: { first_name: string; last_name: string };
  /** Whether an identity app is offered (decided on the server). */
  identity: boolean;
  /** Today in Kyiv (ISO), for the date fields' ranges. */
  today: string;
};

/**
 * The driving-licence step: its heading with the state, the identity-app share and the form. The
 * state is the server's answer to the last save or submit, so the heading changes with it and no
 * reload is needed.
 */
export function LicenceStep({ licence, defaults, identity, today }: Props) {
  const t = useTranslations('Verification');
  const [current, setCurrent] = useState(licence);
  const state = current?.status ?? 'notStarted';
  const open = state !== 'pending' && state !== 'approved';
  return (
    <>
      {/* The id is the step's anchor (lib/verification/steps.ts, STEP_ANCHORS). */}
      <h2 id="step-licence" className={styles.stepTitle}>
        {t('licence.title')}
        <StatusBadge state={state} label={t(`state.${state}`)} />
      </h2>
      {identity && open ? (
        <div className={styles.identity}>
          <h3>{t('identity.title')}</h3>
          <IdentityShare />
        </div>
      ) : null}
      {open ? <p className={styles.lead}>{t('licence.text')}</p> : null}
      <LicenceForm licence={current} onLicence={setCurrent} defaults={defaults} today={today} />
    </>
  );
}
