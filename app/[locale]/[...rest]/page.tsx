import { notFound } from 'next/navigation';

// Any path no screen matches (two or more segments) renders the localized 404 inside the layout.
export default function UnmatchedPage() {
  notFound();
}
