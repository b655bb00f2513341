import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as ownerDecision } from '@/app/api/admin/verification/owner-decision/route';
import { POST as licenceQueue } from '@/app/api/admin/verification/licences/route';
import { POST as ownerQueue } from '@/app/api/admin/verification/owners/route';
import { POST as registerHost } from '@/app/api/auth/register-host/route';
import { POST as registerLegal } from '@/app/api/auth/register-legal/route';
import { POST as companyApply } from '@/app/api/verification/company/apply/route';
import { POST as hostApply } from '@/app/api/verification/host/apply/route';
import { getDb } from '@/lib/server/db/client';
import { driverLicences, reports, users, verificationDecisions } from '@/lib/server/db/schema';
import { describeApplicants } from '@/lib/server/verification/applicants';
import { addYears, kyivToday } from '@/lib/time/iso-date';
import type { TApplicant } from '@/lib/verification/applicant';
import { api, registerRenter, type SessionBody, signUpBody } from '@/tests/support/accounts';
import type { ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser, createUser } from '@/tests/support/factories';

type QueueItem = { id: number; user_id: number; details?: Record<string, string>; applicant: TApplicant };
type Queue = { data: { items: QueueItem[] } };

const recently = () => expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

describe('the operators’ queues say who is asking', () => {
  it('an owner application carries the applicant’s name, contacts, registration date, earlier decisions and reports', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const host = await api<SessionBody>(registerHost, signUpBody({ first_name: 'Олена', last_name: 'Коваль' }));
    const { user, access_token: token } = host.json.data;
    const db = await getDb();
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));

    // A first application, rejected with a reason; then a second one.
    const first = await api<{ data: { application: { id: number } } }>(hostApply, { tax_number: '1234567899', birth_date: '1990-03-01' }, { token });
    await api(ownerDecision, { application_id: first.json.data.application.id, decision: 'rejected', reason: 'РНОКПП не збігається з ПІБ' }, { token: operator.token });
    expect((await api(hostApply, { tax_number: '1234567899', birth_date: '1990-03-01' }, { token })).status).toBe(200);
    const reporter = await createUser();
    await db.insert(reports).values({ reporterId: reporter.id, targetId: user.id, reason: 3, comment: 'Просив передоплату на картку' });

    const queue = await api<Queue>(ownerQueue, {}, { token: operator.token });
    expect(queue.status).toBe(200);
    const item = queue.json.data.items.find((entry) => entry.user_id === user.id)!;
    expect(item.details).toEqual({ birth_date: '1990-03-01' });
    expect(item.applicant).toEqual({
      id: user.id,
      first_name: 'Олена',
      last_name: 'Коваль',
      company_name: null,
      role: 2,
      email: user.email,
      email_verified: true,
      phone: expect.stringMatching(/^\+38067\d{7}$/),
      phone_verified: false,
      registered_at: recently(),
      deletion_requested: false,
      decisions: [{ subject: 'owner', decision: 'rejected', reason: 'РНОКПП не збігається з ПІБ', by_operator: true, created_at: recently() }],
      reports: [{ reason: 3, comment: 'Просив передоплату на картку', status: 'open', created_at: recently() }],
    });
    expect(Date.now() - Date.parse(item.applicant.registered_at)).toBeLessThan(60_000);
  });

  it('a company’s application names the company; a first application has no history', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const legal = await api<SessionBody>(registerLegal, signUpBody({ company_name: 'ТОВ «Карпати Прокат»' }));
    await api(companyApply, { edrpou: '14360570', legal_name: 'ТОВ «Карпати Прокат»', legal_address: 'м. Львів, вул. Городоцька, 1', director: 'Іваненко Іван Іванович' }, { token: legal.json.data.access_token });
    const queue = await api<Queue>(ownerQueue, {}, { token: operator.token });
    const item = queue.json.data.items.find((entry) => entry.user_id === legal.json.data.user.id)!;
    expect(item.applicant).toMatchObject({ company_name: 'ТОВ «Карпати Прокат»', role: 3, decisions: [], reports: [] });
  });

  it('a licence carries its applicant; the identity app’s approval shows as such, without its technical note', async () => {
    const operator = await createSignedInUser({ isStaff: true });
    const renter = await registerRenter({ first_name: 'Тарас', last_name: 'Мельник' });
    const db = await getDb();
    const today = kyivToday();
    const [licence] = await db
      .insert(driverLicences)
      .values({ userId: renter.user.id, country: 'UA', serialNumber: `QUE${renter.user.id}1`, firstName: 'Тарас', lastName: 'Мельник', birthDate: addYears(today, -30), issuedOn: addYears(today, -8), expiresOn: addYears(today, 4), photos: { front: 'private/licences/x/front.jpg' }, status: 'pending', submittedAt: new Date() })
      .returning();
    await db.insert(verificationDecisions).values({ subject: 'licence', subjectId: licence!.id, userId: renter.user.id, operatorId: null, decision: 'approved', reason: 'identity app (sandbox)' });

    const queue = await api<Queue>(licenceQueue, {}, { token: operator.token });
    const item = queue.json.data.items.find((entry) => entry.id === licence!.id)!;
    expect(item.applicant).toMatchObject({ id: renter.user.id, first_name: 'Тарас', last_name: 'Мельник', email: renter.email, role: 1 });
    expect(item.applicant.decisions).toEqual([{ subject: 'licence', decision: 'approved', reason: null, by_operator: false, created_at: recently() }]);
  });

  it('is for operators only: 401 for visitors, 403 for everyone else, and the domain refuses too', async () => {
    const renter = await registerRenter();
    const host = await createSignedInUser({ role: 2, isHost: true });
    for (const route of [licenceQueue, ownerQueue]) {
      expect((await api<ErrorBody>(route, {})).status).toBe(401);
      expect((await api<ErrorBody>(route, {}, { token: renter.access_token })).json.error.code).toBe('forbidden');
      expect((await api<ErrorBody>(route, {}, { token: host.token })).status).toBe(403);
    }
    await expect(describeApplicants(host.user, [renter.user.id])).rejects.toMatchObject({ code: 'forbidden' });
  });
});
