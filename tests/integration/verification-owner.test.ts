import { describe, expect, it } from 'vitest';
import { POST as registerHost } from '@/app/api/auth/register-host/route';
import { POST as registerLegal } from '@/app/api/auth/register-legal/route';
import { POST as decide } from '@/app/api/admin/verification/owner-decision/route';
import { POST as queue } from '@/app/api/admin/verification/owners/route';
import { POST as companyApply } from '@/app/api/verification/company/apply/route';
import { POST as hostApply } from '@/app/api/verification/host/apply/route';
import { POST as getUser } from '@/app/api/profile/get-user/route';
import { api, lastEmail, registerRenter, type SessionBody, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

const company = { edrpou: '14360570', legal_name: 'ТОВ «Карпати Прокат»', legal_address: 'м. Львів, вул. Городоцька, 1', director: 'Іваненко Іван Іванович' };
const legalVerification = async (token: string) => ((await api<{ data: { user: { legal_verification: number } } }>(getUser, {}, { token })).json.data.user.legal_verification);

describe('company verification', () => {
  it('checks the EDRPOU check digit', async () => {
    const legal = await api<SessionBody>(registerLegal, signUpBody({ company_name: 'ТОВ «Карпати Прокат»' }));
    const res = await api<ErrorBody>(companyApply, { ...company, edrpou: '14360571', lang: 'en' }, { token: legal.json.data.access_token });
    expect(res.status).toBe(422);
    expect(res.json.error.fields).toEqual({ edrpou: 'Check the EDRPOU code: 8 digits with a valid check digit' });
  });

  it('goes 0 → 1 on applying and → 2 when an operator approves; the company is told', async () => {
    const legal = await api<SessionBody>(registerLegal, signUpBody({ company_name: 'ТОВ «Карпати Прокат»' }));
    const token = legal.json.data.access_token;
    expect(await legalVerification(token)).toBe(0);
    const applied = await api<{ data: { application: { id: number; status: string } } }>(companyApply, company, { token });
    expect(applied.json.data.application.status).toBe('pending');
    expect(await legalVerification(token)).toBe(1);
    expect((await api(companyApply, company, { token })).status).toBe(409);
    const operator = await createSignedInUser({ isStaff: true });
    const pending = await api<{ data: { items: { id: number }[] } }>(queue, {}, { token: operator.token });
    expect(pending.json.data.items.map((item) => item.id)).toContain(applied.json.data.application.id);
    await api(decide, { application_id: applied.json.data.application.id, decision: 'approved' }, { token: operator.token });
    expect(await legalVerification(token)).toBe(2);
    expect(await lastEmail(legal.json.data.user.email)).toMatchObject({ template: 'ownerApproved' });
  });

  it('→ 3 with a reason when rejected, and can apply again', async () => {
    const legal = await api<SessionBody>(registerLegal, signUpBody({ company_name: 'ТОВ «Тест»' }));
    const token = legal.json.data.access_token;
    const applied = await api<{ data: { application: { id: number } } }>(companyApply, company, { token });
    const operator = await createSignedInUser({ isStaff: true });
    await api(decide, { application_id: applied.json.data.application.id, decision: 'rejected', reason: 'ЄДРПОУ належить іншій компанії' }, { token: operator.token });
    expect(await legalVerification(token)).toBe(3);
    expect((await api(companyApply, company, { token })).status).toBe(200);
  });
});

describe('host verification', () => {
  it('takes the tax number with its check digit, from hosts only', async () => {
    const host = await api<SessionBody>(registerHost, signUpBody());
    const bad = await api<ErrorBody>(hostApply, { tax_number: '1234567890', birth_date: '1990-01-01' }, { token: host.json.data.access_token });
    expect(bad.json.error.fields).toEqual({ tax_number: 'Перевірте РНОКПП: 10 цифр з правильною контрольною цифрою' });
    const ok = await api(hostApply, { tax_number: '1234567899', birth_date: '1990-01-01' }, { token: host.json.data.access_token });
    expect(ok.status).toBe(200);
    const renter = await registerRenter();
    expect((await api<ErrorBody>(hostApply, { tax_number: '1234567899', birth_date: '1990-01-01' }, { token: renter.access_token })).json.error.code).toBe('wrong_account_kind');
    expect((await api(queue, {}, { token: renter.access_token })).status).toBe(403);
  });
});
