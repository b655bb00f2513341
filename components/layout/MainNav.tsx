import type { TMenuItem } from '@/lib/site/schemas';
import styles from './header.module.css';

/**
 * The main menu (id 1) for wide screens. Children open as a dropdown on hover and on keyboard
 * focus (CSS :focus-within), so it works without JavaScript; below 1100px the burger takes over (MobileMenu).
 */
export function MainNav({ items, label }: { items: TMenuItem[]; label: string }) {
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.id} className={styles.navItem} data-has-children={item.children.length > 0 || undefined}>
            <a href={item.url} className={styles.navLink} aria-haspopup={item.children.length > 0 ? 'true' : undefined}>
              {item.name}
              {item.children.length ? <span className={styles.caret} aria-hidden="true" /> : null}
            </a>
            {item.children.length ? (
              <ul className={styles.dropdown}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <a href={child.url} className={styles.dropdownLink}>
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
