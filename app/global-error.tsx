'use client';

import '@/styles/globals.css';

/**
 * Last resort when the layout itself fails (settings, dictionary or menus could not be loaded,
 * spec §8). The language is unknown here, so it speaks both.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="uk">
      <body>
        <main id="main" style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}>
          <div>
            <p style={{ fontSize: '5rem', fontWeight: 800, margin: 0, color: '#0b5fff' }}>500</p>
            <h1 style={{ margin: '8px 0' }}>Щось пішло не так</h1>
            <p lang="en" style={{ margin: '0 0 8px', color: '#5b6170' }}>
              Something went wrong
            </p>
            <p style={{ color: '#5b6170' }}>Помилка 500: Внутрішня помилка сервера · Error 500: Internal server error</p>
            <p style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
              {/* A full page load on purpose: the app shell itself failed. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
              <a href="/">На головну · Home</a>
              <button type="button" onClick={reset}>
                Спробувати ще раз · Try again
              </button>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
