'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { AgreementModal } from '@/components/ui/AgreementModal';
import { useAppStore } from '@/components/state/AppStoreProvider';

type Props = {
  label: string;
  /** Which agreement must be accepted first (spec §4: host with is_user 0 → user; renter joining hosting → host). */
  agreement: 'host' | 'user' | null;
  className?: string;
};

/**
 * Spec §4 role switching: with the agreement already accepted, the change-role call is made at
 * once; otherwise the agreement modal opens and its submit makes the call. The returned user is
 * stored and the page reloads; a failure alerts "error while change role" and is logged.
 */
export function RoleSwitch({ label, agreement, className }: Props) {
  const t = useTranslations('RoleSwitch');
  const ta = useTranslations('Agreement');
  const tc = useTranslations('Common');
  const locale = useLocale();
  const modals = useAppStore((state) => state.modals);
  const setUser = useAppStore((state) => state.setUser);
  const user = useAppStore((state) => state.user);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function change(acceptAgreement: boolean) {
    setBusy(true);
    try {
      const next = (await callApi(endpoints.changeRole, { accept_agreement: acceptAgreement, lang: locale })).data.user;
      if (user) setUser({ ...user, role: next.role, isHost: next.is_host === 1, isUser: next.is_user === 1 });
      window.location.reload();
    } catch (error) {
      console.error(error);
      window.alert(t('error'));
      setBusy(false);
    }
  }

  const modal = agreement ? modals[agreement] : null;
  return (
    <>
      <button type="button" className={className} onClick={() => (agreement ? setOpen(true) : change(false))} disabled={busy} aria-busy={busy}>
        {busy ? t('switching') : label}
      </button>
      {modal ? (
        <AgreementModal
          open={open}
          title={modal.title}
          policyHtml={modal.policy}
          buttonLabel={modal.btn_name}
          acceptLabel={ta('accept')}
          mustAcceptLabel={ta('mustAccept')}
          closeLabel={tc('close')}
          busy={busy}
          onClose={() => setOpen(false)}
          onSubmit={() => change(true)}
        />
      ) : null}
    </>
  );
}
