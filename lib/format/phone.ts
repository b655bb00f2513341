/** A stored Ukrainian number (`+380672223344`) grouped as people read it: `+380 67 222 33 44`. Others as stored. */
export function formatPhone(phone: string): string {
  const match = /^\+380(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+380 ${match.slice(1).join(' ')}` : phone;
}
