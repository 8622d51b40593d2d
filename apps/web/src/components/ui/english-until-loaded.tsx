import { Component, Suspense, type ReactNode } from 'react';

/**
 * For words that show when something has gone wrong (an error state, the error screen, a refusal):
 * `children` read their catalog (`useTexts`), and until it is there, or when it cannot
 * load (offline, a new deployment), `english` shows the same words in English, in place, rather
 * than the page giving way to its loading placeholder (taking the focus with it) or its error screen.
 */
export function EnglishUntilLoaded({ english, children }: { english: ReactNode; children: ReactNode }) {
  return (
    <EnglishIfUnavailable english={english}>
      <Suspense fallback={english}>{children}</Suspense>
    </EnglishIfUnavailable>
  );
}

class EnglishIfUnavailable extends Component<{ english: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.english : this.props.children;
  }
}
