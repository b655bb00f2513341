'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { roleSwitchDestination } from '@/lib/auth/role-switch';
import { ROLE } from '@/lib/auth/viewer';
import { pageNavigation } from '@/lib/browser/page-navigation';
import type { Locale } from '@/lib/i18n/locales';
import { AgreementModal } from '@/components/ui/AgreementModal';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useAppStore } from '@/components/state/AppStoreProvider';

type Props = {
  label: string;
  /** Which agreement must be accepted first (spec §4: host with is_user 0 → user; renter joining hosting → host). */
  agreement: 'host' | 'user' | null;
  className?: string;
};

/**
 * Spec §4 role switching. A host going back to renting is first told what changes (a confirmation,
 * or the user agreement when is_user is 0, with the same explanation); a renter becoming a host
 * accepts the host agreement when is_host is 0, else switches at once. The returned user is stored
 * and the person lands on the next step (`roleSwitchDestination`: the host application or their
 * cars; the licence step, or the same page) instead of the spec's plain reload. A failure alerts
 * "error while change role" and is logged.
 */
export function RoleSwitch({ label, agreement, className }: Props) {
  const t = useTranslations('RoleSwitch');
  const ta = useTranslations('Agreement');
  const th = useTranslations('Header');
  const tc = useTranslations('Common');
  const locale = useLocale() as Locale;
  const modals = useAppStore((state) => state.modals);
  const setUser = useAppStore((state) => state.setUser);
  const user = useAppStore((state) => state.user);
  const [dialog, setDialog] = useState<'agreement' | 'confirm' | null>(null);
  const [busy, setBusy] = useState(false);
  // Fixed for the life of the page (it reloads after a switch), so the dialog stays up while the
  // stored user already has the new role and the next page loads.
  const [toRenter] = useState(() => user?.role === ROLE.host);

  async function change(acceptAgreement: boolean) {
    setBusy(true);
    try {
      const next = (await callApi(endpoints.changeRole, { accept_agreement: acceptAgreement, lang: locale })).data.user;
      if (user) setUser({ ...user, role: next.role, isHost: next.is_host === 1, isUser: next.is_user === 1 });
      const destination = roleSwitchDestination(next, window.location.pathname, locale);
      // Busy stays on: the page is being replaced.
      if (destination) pageNavigation.assign(destination);
      else pageNavigation.reload();
    } catch (error) {
      console.error(error);
      window.alert(t('error'));
      setBusy(false);
    }
  }

  function start() {
    if (agreement) setDialog('agreement');
    else if (toRenter) setDialog('confirm');
    else void change(false);
  }

  const licenceNeeded = toRenter && !user?.isDriverLicenseVerified;
  const toRenterCars = t('toRenterCars', { cars: th('links.car-list'), activity: th('links.myactivity') });
  const modal = agreement ? modals[agreement] : null;
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={start}
        disabled={busy}
        aria-busy={busy}
        aria-haspopup={agreement || toRenter ? 'dialog' : undefined}
      >
        {busy ? t('switching') : label}
      </button>
      {modal ? (
        <AgreementModal
          open={dialog === 'agreement'}
          title={modal.title}
          intro={toRenter ? [t('toRenterLead'), toRenterCars, licenceNeeded ? t('toRenterLicence') : ''].join(' ').trim() : t('toHostIntro')}
          policyHtml={modal.policy}
          buttonLabel={modal.btn_name}
          acceptLabel={ta('accept')}
          mustAcceptLabel={ta('mustAccept')}
          closeLabel={tc('close')}
          busy={busy}
          onClose={() => setDialog(null)}
          onSubmit={() => change(true)}
        />
      ) : null}
      {toRenter && !agreement ? (
        <ConfirmDialog
          open={dialog === 'confirm'}
          title={t('toRenterTitle')}
          confirmLabel={t('toRenterConfirm')}
          cancelLabel={t('stayHost')}
          busy={busy}
          busyLabel={t('switching')}
          onConfirm={() => change(false)}
          onCancel={() => setDialog(null)}
        >
          <p>{t('toRenterLead')}</p>
          <ul>
            <li>{toRenterCars}</li>
            <li>{t('toRenterBack', { button: th('hostAccount') })}</li>
          </ul>
          {licenceNeeded ? <p>{t('toRenterLicence')}</p> : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
