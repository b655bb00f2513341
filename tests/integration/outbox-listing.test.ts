import { describe, expect, it } from 'vitest';
import { POST as outboxList } from '@/app/api/admin/outbox/list/route';
import { POST as resetRequest } from '@/app/api/auth/password/reset-request/route';
import { POST as sendCode } from '@/app/api/verification/send-code/route';
import { api, registerRenter } from '@/tests/support/accounts';
import { createSignedInUser } from '@/tests/support/factories';
import { latestOutboxSecret } from '@/tests/support/outbox';

type Listed = { data: { items: Record<string, unknown>[] } };

describe("the operators' outbox listing", () => {
  it('shows that messages were sent, never their codes, links or bodies', async () => {
    const person = await registerRenter();
    expect((await api(sendCode, { channel: 'email' }, { token: person.access_token })).status).toBe(200);
    expect((await api(sendCode, { channel: 'phone' }, { token: person.access_token })).status).toBe(200);
    expect((await api(resetRequest, { email: person.email })).status).toBe(200);
    // What the person received, read the way tests read mail (the table, never the operator API).
    const emailCode = (await latestOutboxSecret(person.email, 'verifyEmail'))!.code!;
    const resetLink = (await latestOutboxSecret(person.email, 'passwordReset'))!.link!;
    const phone = await registeredPhone(person.access_token);
    const smsCode = (await latestOutboxSecret(phone, 'phoneCode'))!.code!;
    expect(emailCode).toMatch(/^\d{6}$/);
    expect(smsCode).toMatch(/^\d{4}$/);
    const resetToken = new URL(resetLink).pathname.split('/').at(-1)!;
    expect(resetToken.length).toBeGreaterThan(20);

    const operator = await createSignedInUser({ isStaff: true });
    const mail = await api<Listed>(outboxList, { recipient: person.email }, { token: operator.token });
    const sms = await api<Listed>(outboxList, { recipient: phone }, { token: operator.token });
    expect(mail.status).toBe(200);
    expect(mail.json.data.items.map((item) => item.template)).toEqual(['passwordReset', 'verifyEmail', 'welcome']);
    expect(sms.json.data.items.map((item) => item.template)).toEqual(['phoneCode']);
    for (const item of [...mail.json.data.items, ...sms.json.data.items]) {
      expect(Object.keys(item).sort()).toEqual(['attempts', 'channel', 'created_at', 'id', 'last_error', 'locale', 'recipient', 'sent_at', 'status', 'subject', 'template']);
    }
    const everything = JSON.stringify([mail.json, sms.json]);
    for (const secret of [emailCode, resetLink, resetToken]) expect(everything).not.toContain(secret);
    // A 4-digit SMS code could appear by chance inside an id or a date; it must not be a value.
    expect(JSON.stringify(sms.json.data.items[0])).not.toMatch(new RegExp(`(?<!\\d)${smsCode}(?!\\d)`));
    // The e-mail code is in the real subject; the listing shows the subject with it hidden.
    const verify = mail.json.data.items.find((item) => item.template === 'verifyEmail')!;
    expect(verify.subject).toMatch(/••••/);
    expect(verify.recipient).not.toBe(person.email);
    expect(verify.recipient).toMatch(/^o•••.@test\.kermo\.ua$/);
    expect(sms.json.data.items[0]!.recipient).toBe(`${phone.slice(0, 3)}${'•'.repeat(phone.length - 5)}${phone.slice(-2)}`);
  });
});

async function registeredPhone(token: string): Promise<string> {
  const { POST: getUser } = await import('@/app/api/profile/get-user/route');
  return (await api<{ data: { user: { phone: string } } }>(getUser, {}, { token })).json.data.user.phone;
}
