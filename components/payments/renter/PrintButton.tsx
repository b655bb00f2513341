'use client';

/** Opens the browser's print dialog for the receipt (the page's print styles keep it to one A4 page). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
