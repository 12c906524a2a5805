/**
 * Keeps one failing part from taking the page with it: the page's content, and
 * each widget inside it (a diagram, chart, player, tool form, the comments and
 * the search dialog), sits inside one of these. What failed is replaced by a
 * short note in the reader's language; everything around it stays.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';

export type FailedPart = 'page' | 'widget';

function PartFailed({ part }: { part: FailedPart }) {
  const { t } = useTranslation();
  return (
    <p role="alert" data-part-failed={part}>
      {t(`partFailed.${part}`)}
    </p>
  );
}

interface Props {
  part: FailedPart;
  /** Which widget, for the console message. */
  name?: string;
  children?: ReactNode;
}

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The reader sees the note; a maintainer needs the cause and where it was.
    console.warn(`${this.props.name ?? this.props.part} failed:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PartFailed part={this.props.part} /> : this.props.children;
  }
}
