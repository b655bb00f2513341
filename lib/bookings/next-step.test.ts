import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { type BookingViewer, nextStep, type NextStepInput } from './next-step';
import { ALL_STATUSES, BOOKING_STATUS as S, type BookingStatus, statusName } from './status';

const START = '2026-12-10T08:00:00.000Z';
const END = '2026-12-13T08:00:00.000Z';
const ANSWER_BY = '2026-12-02T09:30:00.000Z';
const PAY_BY = '2026-12-09T08:00:00.000Z';

/** What each status waits for and until when, written out by hand (docs/decisions.md "What happens next"). */
const DUE: Record<BookingStatus, string | null> = {
  [S.requested]: ANSWER_BY,
  [S.confirmed]: PAY_BY,
  [S.rejected]: null,
  [S.cancelled]: null,
  [S.paying]: PAY_BY,
  [S.paid]: START,
  [S.paymentFailed]: PAY_BY,
  [S.tripAllowed]: START,
  [S.active]: END,
  [S.startMileageCheck]: null,
  [S.endMileageCheck]: null,
  [S.extrasDue]: null,
  [S.completed]: null,
  [S.extrasFailed]: null,
  [S.changeProposed]: PAY_BY,
  [S.contractDue]: START,
  [S.contractCheck]: START,
};

const ROLES: BookingViewer[] = ['renter', 'owner', 'operator'];

function input(status: BookingStatus, role: BookingViewer, extra: Partial<NextStepInput> = {}): NextStepInput {
  return {
    status,
    role,
    start: { at: START },
    end: { at: END },
    deadlines: { answer_by: status === S.requested ? { at: ANSWER_BY } : null, pay_by: { at: PAY_BY } },
    change: status === S.changeProposed ? { by: 'owner' } : null,
    review: { can_review: status === S.completed },
    ...extra,
  };
}

type Tree = { [key: string]: string | Tree };
function message(messages: Tree, key: string): string | undefined {
  const found = `Booking.next.${key}`.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
  return typeof found === 'string' ? found : undefined;
}
const argumentsOf = (text: string) => parse(text).flatMap((element) => (element.type === TYPE.argument ? [element.value] : []));

describe('nextStep', () => {
  for (const status of ALL_STATUSES) {
    for (const role of ROLES) {
      it(`${statusName(status)} (${status}) as the ${role}: a sentence in both languages, due ${DUE[status] ? 'at its deadline' : 'at no set time'}`, () => {
        const step = nextStep(input(status, role));
        expect(step.at).toBe(DUE[status]);
        expect(step.key.startsWith(`${role}.${statusName(status)}`)).toBe(true);
        for (const messages of [uk, en] as Tree[]) {
          const text = message(messages, step.key);
          expect(text, step.key).toBeDefined();
          // The sentence names the moment exactly when there is one.
          expect(argumentsOf(text!).includes('at'), step.key).toBe(step.at !== null);
        }
      });
    }
  }

  it('tells the proposer of a change to wait and the other party to answer', () => {
    expect(nextStep(input(S.changeProposed, 'renter', { change: { by: 'renter' } })).key).toBe('renter.changeProposed.mine');
    expect(nextStep(input(S.changeProposed, 'renter', { change: { by: 'owner' } })).key).toBe('renter.changeProposed.theirs');
    expect(nextStep(input(S.changeProposed, 'owner', { change: { by: 'owner' } })).key).toBe('owner.changeProposed.mine');
    expect(nextStep(input(S.changeProposed, 'operator', { change: { by: 'owner' } })).key).toBe('operator.changeProposed');
  });

  it('says whether a rejected request was declined or lapsed unanswered', () => {
    const lapsed = [{ action: 'request' }, { action: 'expire' }];
    const declined = [{ action: 'request' }, { action: 'reject' }];
    for (const role of ROLES) {
      expect(nextStep(input(S.rejected, role, { timeline: lapsed })).key).toBe(`${role}.rejected.expired`);
      expect(nextStep(input(S.rejected, role, { timeline: declined })).key).toBe(`${role}.rejected.declined`);
    }
  });

  it('asks for a review after the trip only while the viewer may still leave one', () => {
    expect(nextStep(input(S.completed, 'renter', { review: { can_review: true } })).key).toBe('renter.completed.review');
    expect(nextStep(input(S.completed, 'renter', { review: { can_review: false } })).key).toBe('renter.completed.done');
    expect(nextStep(input(S.completed, 'owner', { review: { can_review: true } })).key).toBe('owner.completed.review');
  });

  it('falls back to the start when a pay deadline is missing, never to nothing', () => {
    expect(nextStep(input(S.confirmed, 'renter', { deadlines: { answer_by: null, pay_by: null } })).at).toBe(START);
  });

  it('refuses a number that is no status', () => {
    expect(() => nextStep(input(S.requested, 'renter', { status: 99 }))).toThrow();
  });
});
